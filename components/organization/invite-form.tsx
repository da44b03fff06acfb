"use client";
/**
 * Invites one person by e-mail with a role and, optionally, a team. Checked here first (an e-mail address,
 * in the user's language), then by the server; after success the form is empty again and a toast says who
 * was invited. Only owners may invite owners.
 */
import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { ChoiceSelect } from "@/components/ui/choice-select";
import { useStep } from "@/components/ui/use-step";
import type { Role } from "@/lib/organization/roles";
import { useOrgCall } from "./use-org-call";

const NO_TEAM = "none";

type Props = { organizationId: string; teams: { id: string; name: string }[]; canInviteOwner: boolean };

export function InviteForm({ organizationId, teams, canInviteOwner }: Props) {
  const t = useTranslations("org");
  const call = useOrgCall();
  const roleId = useId();
  const teamId = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("member");
  const [team, setTeam] = useState(NO_TEAM);
  const [invalid, setInvalid] = useState(false);
  const { pending, error, setError, run } = useStep();
  const roles: Role[] = canInviteOwner ? ["member", "admin", "owner"] : ["member", "admin"];

  async function submit() {
    // The auth forms' e-mail rule, loaded with zod on the first invitation sent (not in the page's first load).
    const { emailField } = await import("@/components/auth/schemas");
    const parsed = emailField().safeParse(email);
    setInvalid(!parsed.success);
    setError(null);
    if (!parsed.success) return;
    const invitation = { email: parsed.data, role, organizationId, ...(team !== NO_TEAM ? { teamId: team } : {}) };
    if (!(await run(() => call((api) => api.inviteMember(invitation), t("invite.sent", { email: parsed.data }))))) return;
    setEmail("");
    setRole("member");
    setTeam(NO_TEAM);
  }

  return (
    <Form onData={submit} noValidate className="flex flex-col gap-4" aria-label={t("invite.title")}>
      {error && <Alert tone="error">{error}</Alert>}
      {/* Side by side, the fields share rows (label, control, message), so the controls line up even when a
          longer label wraps onto two lines. */}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem] sm:gap-y-2 lg:grid-cols-[minmax(0,1fr)_11rem_11rem] sm:[&>*]:row-span-3 sm:[&>*]:grid-rows-subgrid sm:[&>*>:first-child]:self-end">
        <Field
          label={t("invite.email")}
          name="email"
          type="email"
          autoComplete="off"
          placeholder={t("invite.emailPlaceholder")}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setInvalid(false);
          }}
          error={invalid ? t("validation.email") : undefined}
        />
        <div className="grid gap-2">
          <Label htmlFor={roleId}>{t("invite.role")}</Label>
          <ChoiceSelect
            id={roleId}
            value={role}
            onValueChange={(value) => setRole(value as Role)}
            choices={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
        </div>
        {teams.length > 0 && (
          <div className="grid gap-2">
            <Label htmlFor={teamId}>{t("invite.team")}</Label>
            <ChoiceSelect
              id={teamId}
              value={team}
              onValueChange={setTeam}
              choices={[
                { value: NO_TEAM, label: t("invite.noTeam") },
                ...teams.map((option) => ({ value: option.id, label: option.name })),
              ]}
            />
          </div>
        )}
      </div>
      <p className="text-[0.8125rem] text-muted-foreground">{t(`roleDescriptions.${role}`)}</p>
      <Button type="submit" pending={pending} className="self-start">
        {!pending && <Send aria-hidden />}
        {t("invite.submit")}
      </Button>
    </Form>
  );
}
