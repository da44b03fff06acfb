"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { managesOrganization, ROLES, type Role } from "@/lib/organization/roles";
import { authClient } from "@/lib/auth/client";

type MemberRow = { id: string; userId: string; name: string; email: string; role: Role; createdAt: string };

/** Role changes and removal are offered to owners and admins; only an owner may touch an owner. */
export function MembersList({
  organizationId,
  members,
  viewerUserId,
  viewerRole,
}: {
  organizationId: string;
  members: MemberRow[];
  viewerUserId: string;
  viewerRole: Role;
}) {
  const t = useTranslations("org");
  const format = useFormatter();
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const canManage = managesOrganization(viewerRole);

  async function act(call: () => Promise<{ error?: unknown }>, after?: string) {
    const result = await run(call as never);
    if (result && !(result as { error?: unknown }).error) {
      if (after) router.push(after);
      router.refresh();
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {members.map((m) => {
          const self = m.userId === viewerUserId;
          const mayTouch = canManage && !self && (m.role !== "owner" || viewerRole === "owner");
          return (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="member-row">
              <div className="text-sm">
                <p className="font-medium">
                  {m.name} {self && <span className="text-zinc-500">({t("members.you")})</span>}
                </p>
                <p className="text-zinc-500">
                  {m.email} · {t("members.joined", { date: format.dateTime(new Date(m.createdAt), { dateStyle: "medium" }) })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {mayTouch ? (
                  <select
                    aria-label={t("members.role", { name: m.name })}
                    value={m.role}
                    disabled={pending}
                    onChange={(e) => act(() => authClient.organization.updateMemberRole({ memberId: m.id, role: e.target.value as Role, organizationId }))}
                    className="rounded border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
                  >
                    {ROLES.filter((r) => r !== "owner" || viewerRole === "owner").map((r) => (
                      <option key={r} value={r}>
                        {t(`roles.${r}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="text-sm">{t(`roles.${m.role}`)}</span>
                )}
                {mayTouch && (
                  <Button
                    variant="secondary"
                    disabled={pending}
                    aria-label={t("members.removeNamed", { name: m.name })}
                    onClick={() => act(() => authClient.organization.removeMember({ memberIdOrEmail: m.id, organizationId }))}
                  >
                    {t("members.remove")}
                  </Button>
                )}
                {self && (
                  <Button variant="secondary" disabled={pending} onClick={() => act(() => authClient.organization.leave({ organizationId }), "/")}>
                    {t("members.leave")}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
