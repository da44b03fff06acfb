"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/auth/client";
import type { Role } from "@/lib/organization/roles";

export function InviteForm({ organizationId, teams, canInviteOwner }: { organizationId: string; teams: { id: string; name: string }[]; canInviteOwner: boolean }) {
  const t = useTranslations("org");
  const router = useRouter();
  const roleId = useId();
  const teamId = useId();
  const { pending, error, run } = useAuthAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(form: FormData) {
    setSentTo(null);
    const email = String(form.get("email")).trim();
    const team = String(form.get("teamId") ?? "");
    const result = await run(() =>
      authClient.organization.inviteMember({ email, role: String(form.get("role")) as Role, organizationId, ...(team ? { teamId: team } : {}) }),
    );
    if (result && !result.error) {
      setSentTo(email);
      router.refresh();
    }
  }

  const roles: Role[] = canInviteOwner ? ["member", "admin", "owner"] : ["member", "admin"];
  return (
    <Form onData={submit} className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      {sentTo && <Alert tone="success">{t("invite.sent", { email: sentTo })}</Alert>}
      <Field label={t("invite.email")} name="email" type="email" required autoComplete="off" />
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-medium">
            {t("invite.role")}
          </label>
          <select id={roleId} name="role" defaultValue="member" className="rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900">
            {roles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={teamId} className="text-sm font-medium">
            {t("invite.team")}
          </label>
          <select id={teamId} name="teamId" defaultValue="" className="rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900">
            <option value="">{t("invite.noTeam")}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={pending} className="self-start">
        {t("invite.submit")}
      </Button>
    </Form>
  );
}
