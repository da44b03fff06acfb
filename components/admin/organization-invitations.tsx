"use client";
/**
 * The operator's invitation buttons on an organization's page: invite someone by e-mail with a role and,
 * optionally, a team (the mail goes out as when an owner invites), and send a pending invitation again
 * (lib/admin/invitation-actions.ts). Withdrawing one: ./organization-actions.tsx.
 */
import { RotateCw, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/limits";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/toast";
import { resendInvitationAction, sendInvitationAction } from "@/lib/admin/invitation-actions";
import type { Role } from "@/lib/organization/roles";
import { ConsoleFormDialog } from "./form-dialog";
import { RoleField } from "./role-field";

const NO_TEAM = "";
/** The e-mail rule of the app's own forms, kept short here: something@domain.tld, at most EMAIL_MAX_LENGTH characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteButton({ organizationId, teams }: { organizationId: string; teams: { id: string; name: string }[] }) {
  const t = useTranslations("admin.orgs.invitations");
  const [invalid, setInvalid] = useState(false);

  return (
    <ConsoleFormDialog
      onOpenChange={() => setInvalid(false)}
      trigger={
        <Button variant="outline" size="sm">
          <Send aria-hidden />
          {t("invite")}
        </Button>
      }
      title={t("inviteTitle")}
      description={t("inviteText")}
      submitLabel={t("send")}
      done={t("sent")}
      noValidate
      run={async (data) => {
        const email = String(data.get("email") ?? "").trim();
        const bad = !EMAIL.test(email) || email.length > EMAIL_MAX_LENGTH;
        setInvalid(bad);
        if (bad) return undefined;
        const teamId = String(data.get("teamId") ?? NO_TEAM);
        return sendInvitationAction({
          organizationId,
          email,
          role: String(data.get("role")) as Role,
          ...(teamId !== NO_TEAM ? { teamId } : {}),
        });
      }}
    >
      <Field
        label={t("email")}
        name="email"
        type="email"
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="off"
        error={invalid ? t("emailInvalid") : undefined}
        onChange={() => setInvalid(false)}
      />
      <RoleField label={t("role")} defaultValue="member" />
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
    </ConsoleFormDialog>
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
