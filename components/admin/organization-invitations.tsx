"use client";
/**
 * The operator's invitation buttons on an organization's page: invite someone by e-mail with a role and,
 * optionally, a team (the mail goes out as when an owner invites), and send a pending invitation again
 * (lib/admin/invitation-actions.ts). Withdrawing one: ./organization-actions.tsx.
 */
import { RotateCw, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ChoiceField, Field, NativeSelect } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/toast";
import { resendInvitationAction, sendInvitationAction } from "@/lib/admin/invitation-actions";
import { ROLES, type Role } from "@/lib/organization/roles";
import { useOperatorForm } from "./use-operator-form";

const NO_TEAM = "";
/** The e-mail rule of the app's own forms, kept short here: something@domain.tld, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteButton({ organizationId, teams }: { organizationId: string; teams: { id: string; name: string }[] }) {
  const t = useTranslations("admin.orgs.invitations");
  const tr = useTranslations("org.roles");
  const form = useOperatorForm(t("sent"));
  const [invalid, setInvalid] = useState(false);

  return (
    <FormDialog
      open={form.open}
      onOpenChange={(next) => {
        form.onOpenChange(next);
        setInvalid(false);
      }}
      trigger={
        <Button variant="outline" size="sm">
          <Send aria-hidden />
          {t("invite")}
        </Button>
      }
      title={t("inviteTitle")}
      description={t("inviteText")}
      {...form.labels}
      submitLabel={t("send")}
      pending={form.pending}
      formClassName="grid gap-4"
      onData={(data) => {
        const email = String(data.get("email") ?? "").trim();
        const bad = !EMAIL.test(email) || email.length > 254;
        setInvalid(bad);
        if (bad) return;
        const teamId = String(data.get("teamId") ?? NO_TEAM);
        return form.submit(() =>
          sendInvitationAction({
            organizationId,
            email,
            role: String(data.get("role")) as Role,
            ...(teamId !== NO_TEAM ? { teamId } : {}),
          }),
        );
      }}
    >
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <Field
        label={t("email")}
        name="email"
        type="email"
        maxLength={254}
        autoComplete="off"
        error={invalid ? t("emailInvalid") : undefined}
        onChange={() => setInvalid(false)}
      />
      <ChoiceField
        label={t("role")}
        name="role"
        placeholder={t("role")}
        defaultValue="member"
        choices={ROLES.map((r) => ({ value: r, label: tr(r) }))}
      />
      {teams.length > 0 && (
        <FormField label={t("team")}>
          <NativeSelect name="teamId" defaultValue={NO_TEAM}>
            <option value={NO_TEAM}>{t("noTeam")}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </FormDialog>
  );
}

/** Sends the invitation's mail again; its link is valid for the full time again. */
export function ResendInvitationButton({
  organizationId,
  invitation,
}: {
  organizationId: string;
  invitation: { id: string; email: string };
}) {
  const t = useTranslations("admin.orgs.invitations");
  const tc = useTranslations("admin.common");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    const result = await resendInvitationAction({ organizationId, invitationId: invitation.id }).catch(() => ({
      ok: false as const,
      message: tc("network"),
    }));
    setPending(false);
    if (!result.ok) return toast.error(result.message);
    toast.success(t("resent", { email: invitation.email }));
    router.refresh();
  }

  return (
    <Button
      variant="outline"
      size="sm"
      pending={pending}
      aria-label={t("resendLabel", { email: invitation.email })}
      onClick={() => void resend()}
    >
      {!pending && <RotateCw aria-hidden />}
      <span className="max-sm:sr-only">{t("resend")}</span>
    </Button>
  );
}
