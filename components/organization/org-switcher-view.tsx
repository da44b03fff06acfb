/**
 * What the organization switcher's button shows for a page: whose space it is (see org-switcher-scope.ts), its
 * avatar, and on pricing and billing pages the caption that purchases are for that account. Shared by the
 * server's placeholder (components/layout/header.tsx), the switcher and its loaded menu, so all three draw the
 * same button.
 */
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { pageKindOf, scopeOf, type Scope, type SwitcherOrg } from "./org-switcher-scope";

export type OrgSwitcherProps = {
  organizations: SwitcherOrg[];
  activeId: string | null;
  user: { name: string; email: string; image?: string | null };
  /** Whether "create organization" is offered (the server would refuse it otherwise). */
  canCreate: boolean;
  /** Smaller button for the phone header. */
  compact?: boolean;
};

/** The texts of the "nav" messages the button uses (the server's and the browser's translators both fit). */
type NavText = (key: "personal" | "purchasesFor" | "switcher") => string;

export type SwitcherTrigger = { label: string; name: string; caption?: string; avatar: ReactNode; className?: string };

export function switcherView(
  t: NavText,
  { organizations, activeId, user, compact }: OrgSwitcherProps,
  pathname: string,
  orgParam: string | null,
): { scope: Scope; trigger: SwitcherTrigger } {
  const scope = scopeOf(pathname, orgParam, organizations, activeId);
  const buying = ["pricing", "billing"].includes(pageKindOf(pathname));
  const name = scope.kind === "org" ? scope.org.name : t("personal");
  const caption = buying ? t("purchasesFor") : undefined;
  const avatar =
    scope.kind === "org" ? (
      <Avatar src={scope.org.logo} name={scope.org.name} shape="square" size="sm" />
    ) : (
      <Avatar src={user.image} name={user.name} email={user.email} size="sm" />
    );
  return {
    scope,
    trigger: { label: t("switcher"), name, caption, avatar, className: compact ? "max-w-40" : undefined },
  };
}
