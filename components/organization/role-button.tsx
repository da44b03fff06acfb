"use client";
/**
 * The role of a member as a button, drawn the same by ./role-menu.tsx before its menu has loaded and by
 * ./role-menu-content.tsx as the loaded menu's trigger; and the props both take.
 */
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
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
