"use client";
import { useTranslations } from "next-intl";
import { ChoiceField } from "@/components/ui/field";
import { ROLES, type Role } from "@/lib/organization/roles";

/** An organization role to choose (owner, admin, member) as a `role` field, the roles named in the operator's language. */
export function RoleField({ label, defaultValue }: { label: string; defaultValue: Role }) {
  const tr = useTranslations("org.roles");
  return (
    <ChoiceField
      label={label}
      name="role"
      placeholder={label}
      defaultValue={defaultValue}
      choices={ROLES.map((r) => ({ value: r, label: tr(r) }))}
    />
  );
}
