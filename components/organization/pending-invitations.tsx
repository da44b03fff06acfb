"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth/client";
import type { Role } from "@/lib/organization/roles";

type Row = { id: string; email: string; role: string | null; teamId: string | null; expiresAt: string };

export function PendingInvitations({ organizationId, invitations, canManage }: { organizationId: string; invitations: Row[]; canManage: boolean }) {
  const t = useTranslations("org");
  const format = useFormatter();
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [resent, setResent] = useState(false);

  async function cancel(id: string) {
    const result = await run(() => authClient.organization.cancelInvitation({ invitationId: id }));
    if (result && !result.error) router.refresh();
  }

  async function resend(row: Row) {
    setResent(false);
    const result = await run(() =>
      authClient.organization.inviteMember({ email: row.email, role: (row.role ?? "member") as Role, organizationId, resend: true, ...(row.teamId ? { teamId: row.teamId } : {}) }),
    );
    if (result && !result.error) {
      setResent(true);
      router.refresh();
    }
  }

  if (invitations.length === 0) return <p className="text-sm text-zinc-500">{t("invitations.none")}</p>;
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      {resent && <Alert tone="success">{t("invitations.resent")}</Alert>}
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {invitations.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="invitation-row">
            <div className="text-sm">
              <p className="font-medium">{row.email}</p>
              <p className="text-zinc-500">
                {t(`roles.${(row.role ?? "member") as Role}`)} · {t("invitations.expires", { date: format.dateTime(new Date(row.expiresAt), { dateStyle: "medium", timeStyle: "short" }) })}
              </p>
            </div>
            {canManage && (
              <div className="flex gap-2">
                <Button variant="secondary" disabled={pending} aria-label={t("invitations.resendNamed", { email: row.email })} onClick={() => resend(row)}>
                  {t("invitations.resend")}
                </Button>
                <Button variant="secondary" disabled={pending} aria-label={t("invitations.cancelNamed", { email: row.email })} onClick={() => cancel(row.id)}>
                  {t("invitations.cancel")}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
