"use client";
import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ChoiceField, Field } from "@/components/ui/field";
import { createUserAction } from "@/lib/admin/user-actions";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@/lib/auth/limits";
import { ConsoleFormDialog } from "./form-dialog";

/** "New user": e-mail, name, an optional password (without one the user signs in by link or resets it), role. */
export function CreateUserButton() {
  const t = useTranslations("admin.users");
  const router = useRouter();
  return (
    <ConsoleFormDialog
      trigger={
        <Button size="sm">
          <UserPlus aria-hidden />
          {t("create.open")}
        </Button>
      }
      title={t("create.title")}
      description={t("create.description")}
      submitLabel={t("create.submit")}
      done={t("create.done")}
      run={(data) =>
        createUserAction({
          email: String(data.get("email") ?? ""),
          name: String(data.get("name") ?? ""),
          password: String(data.get("password") ?? ""),
          role: String(data.get("role") ?? "user") as "user" | "admin",
        })
      }
      onDone={(result) => router.push(`/admin/users/${encodeURIComponent(result.userId)}`)}
    >
      <Field label={t("fields.email")} name="email" type="email" required autoComplete="off" maxLength={EMAIL_MAX_LENGTH} />
      <Field label={t("fields.name")} name="name" required autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <Field label={t("fields.password")} name="password" type="password" autoComplete="new-password" hint={t("create.passwordHint")} />
      <ChoiceField
        label={t("fields.role")}
        name="role"
        placeholder={t("fields.role")}
        defaultValue="user"
        choices={[
          { value: "user", label: t("roles.user") },
          { value: "admin", label: t("roles.admin") },
        ]}
      />
    </ConsoleFormDialog>
  );
}
