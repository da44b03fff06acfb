"use client";
/**
 * The role of a member as a button that opens a menu of roles (./role-menu-content.tsx). The menu's code
 * (Radix dropdown and its positioning) loads on first intent, so the members page ships a plain button per row.
 */
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Deferred } from "@/components/ui/deferred";
import type { Role } from "@/lib/organization/roles";

export type RoleMenuProps = {
  /** Whose role it is, for the button's accessible name. */
  name: string;
  role: Role;
  /** The roles the viewer may give. */
  offered: Role[];
  pending: boolean;
  onChange: (role: Role) => void;
};

const load = () => import("./role-menu-content").then((m) => m.RoleMenuContent);

export function RoleMenu(props: RoleMenuProps) {
  return <Deferred load={load} props={props} trigger={<RoleButton name={props.name} role={props.role} pending={props.pending} />} />;
}

/** The button, plain or as the loaded menu's trigger: what the menu or Deferred adds (handlers, ref, state) passes on. */
export function RoleButton({
  name,
  role,
  pending,
  ...props
}: Pick<RoleMenuProps, "name" | "role" | "pending"> & Omit<ComponentProps<typeof Button>, "children">) {
  const t = useTranslations("org");
  return (
    <Button variant="outline" size="sm" pending={pending} aria-haspopup="menu" {...props}>
      <span className="sr-only">{t("members.role", { name })}: </span>
      {t(`roles.${role}`)}
      <ChevronDown aria-hidden className="text-muted-foreground" />
    </Button>
  );
}
