"use client";
/**
 * The organization switcher: a combobox of the personal space and every organization, with "create
 * organization". Its button names whose space the page shows (see org-switcher-scope.ts); on pricing and
 * billing pages it says that purchases are for that account. The list's code loads on first intent.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/avatar";
import { Deferred } from "@/components/ui/deferred";
import { OrgTrigger } from "@/components/layout/account-triggers";
import { pageKindOf, scopeOf, type SwitcherOrg } from "./org-switcher-scope";

export type OrgSwitcherProps = {
  organizations: SwitcherOrg[];
  activeId: string | null;
  user: { name: string; email: string; image?: string | null };
  /** Whether "create organization" is offered (the server would refuse it otherwise). */
  canCreate: boolean;
  /** Smaller button for the phone header. */
  compact?: boolean;
};

const load = () => import("./org-switcher-menu").then((m) => m.OrgSwitcherMenu);

export function OrgSwitcher(props: OrgSwitcherProps) {
  const pathname = usePathname();
  const orgParam = useSearchParams().get("org");
  const { trigger } = useSwitcherView(props, pathname, orgParam);
  return <Deferred load={load} props={{ ...props, pathname, orgParam }} trigger={<OrgTrigger {...trigger} />} />;
}

/**
 * Whose space the page shows, and what the button shows (avatar, name, caption, accessible label); shared with
 * the loaded menu. The two are apart so that only the button's own props are spread onto it.
 */
export function useSwitcherView({ organizations, activeId, user, compact }: OrgSwitcherProps, pathname: string, orgParam: string | null) {
  const t = useTranslations("nav");
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
