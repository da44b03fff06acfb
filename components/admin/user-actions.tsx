"use client";
/**
 * What an operator can do to one user, as a row of buttons: each opens a confirmation or a small form, calls
 * its server action (lib/admin/user-actions.ts) and re-reads the page. An operator cannot impersonate another
 * operator or themselves, ban themselves or delete themselves; those buttons are absent then (and the server
 * refuses them anyway). While the user is the only owner of an organization with other members, Delete does
 * nothing and is described by the page's notice that says why (the server refuses it too).
 */
import { Ban, KeyRound, LogIn, Mail, ShieldCheck, ShieldOff, Trash2, UserCog } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ChoiceField, Field } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ConfirmButton } from "@/components/settings/confirm-button";
import {
  banUserAction,
  deleteUserAction,
  impersonateUserAction,
  sendResetMailAction,
  setRoleAction,
  setUserPasswordAction,
  unbanUserAction,
} from "@/lib/admin/user-actions";
import { BAN_MAX_DAYS } from "@/lib/admin/roles";
import { ConsoleFormDialog } from "./form-dialog";

type Props = {
  user: { id: string; email: string; role: string; banned: boolean };
  isSelf: boolean;
  isOperator: boolean;
  /** The id of the notice that says why the user cannot be deleted now: the delete button stays focusable, described by it. */
  deleteBlockedBy?: string;
};

export function UserActions({ user, isSelf, isOperator, deleteBlockedBy }: Props) {
  const t = useTranslations("admin.users");
  const router = useRouter();
  const who = { email: user.email };
  return (
    <div className="flex flex-wrap gap-2">
      <ConsoleFormDialog
        trigger={
          <Button variant="outline" size="sm">
            <UserCog aria-hidden />
            {t("actions.role")}
          </Button>
        }
        title={t("actions.roleTitle")}
        description={t("actions.roleText", who)}
        submitLabel={t("actions.save")}
        done={t("actions.roleDone")}
        run={(data) => setRoleAction({ userId: user.id, role: String(data.get("role")) as "user" | "admin" })}
      >
        <ChoiceField
          label={t("fields.role")}
          name="role"
          placeholder={t("fields.role")}
          defaultValue={isOperator ? "admin" : "user"}
          choices={[
            { value: "user", label: t("roles.user") },
            { value: "admin", label: t("roles.admin") },
          ]}
        />
      </ConsoleFormDialog>
      {user.banned ? (
        <ConfirmButton
          title={t("actions.unbanTitle")}
          description={t("actions.unbanText", who)}
          confirm={t("actions.unban")}
          done={t("actions.unbanDone")}
          run={() => unbanUserAction({ userId: user.id })}
        >
          <ShieldCheck aria-hidden />
          {t("actions.unban")}
        </ConfirmButton>
      ) : (
        !isSelf && (
          <ConsoleFormDialog
            trigger={
              <Button variant="outline" size="sm">
                <Ban aria-hidden />
                {t("actions.ban")}
              </Button>
            }
            title={t("actions.banTitle")}
            description={t("actions.banText", who)}
            submitLabel={t("actions.ban")}
            destructive
            done={t("actions.banDone")}
            run={(data) => {
              const days = String(data.get("days") ?? "").trim();
              return banUserAction({ userId: user.id, reason: String(data.get("reason") ?? ""), days: days ? Number(days) : undefined });
            }}
          >
            <FormField label={t("fields.reason")} description={t("fields.reasonHint")}>
              <Textarea name="reason" maxLength={500} rows={3} />
            </FormField>
            <Field
              label={t("fields.days")}
              name="days"
              type="number"
              min={1}
              max={BAN_MAX_DAYS}
              step={1}
              inputMode="numeric"
              hint={t("fields.daysHint")}
            />
          </ConsoleFormDialog>
        )
      )}
      <ConsoleFormDialog
        trigger={
          <Button variant="outline" size="sm">
            <KeyRound aria-hidden />
            {t("actions.password")}
          </Button>
        }
        title={t("actions.passwordTitle")}
        description={t("actions.passwordText", who)}
        submitLabel={t("actions.save")}
        done={t("actions.passwordDone")}
        run={(data) => setUserPasswordAction({ userId: user.id, password: String(data.get("password") ?? "") })}
      >
        <Field label={t("fields.newPassword")} name="password" type="password" required autoComplete="new-password" />
      </ConsoleFormDialog>
      <ConfirmButton
        title={t("actions.resetTitle")}
        description={t("actions.resetText", who)}
        confirm={t("actions.reset")}
        done={t("actions.resetDone")}
        run={() => sendResetMailAction({ userId: user.id })}
      >
        <Mail aria-hidden />
        {t("actions.reset")}
      </ConfirmButton>
      {!isSelf && !isOperator && !user.banned && (
        <ConsoleFormDialog
          trigger={
            <Button variant="outline" size="sm">
              <LogIn aria-hidden />
              {t("actions.impersonate")}
            </Button>
          }
          title={t("actions.impersonateTitle")}
          description={t("actions.impersonateText", who)}
          submitLabel={t("actions.impersonate")}
          done={t("actions.impersonateDone", who)}
          run={() => impersonateUserAction({ userId: user.id })}
          onDone={() => {
            router.push("/");
            router.refresh();
          }}
        />
      )}
      {!isSelf && deleteBlockedBy && (
        <Button variant="outline" size="sm" className="text-danger" aria-disabled aria-describedby={deleteBlockedBy}>
          <Trash2 aria-hidden />
          {t("actions.delete")}
        </Button>
      )}
      {!isSelf && !deleteBlockedBy && (
        <ConsoleFormDialog
          trigger={
            <Button variant="outline" size="sm" className="text-danger">
              <Trash2 aria-hidden />
              {t("actions.delete")}
            </Button>
          }
          title={t("actions.deleteTitle")}
          description={t("actions.deleteText", who)}
          submitLabel={t("actions.delete")}
          destructive
          done={t("actions.deleteDone")}
          run={() => deleteUserAction({ userId: user.id })}
          onDone={() => router.push("/admin/users")}
        />
      )}
      {isSelf && isOperator && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <ShieldOff className="size-4" aria-hidden />
          {t("actions.selfNote")}
        </p>
      )}
    </div>
  );
}
