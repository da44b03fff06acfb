"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/auth/client";

type Person = { userId: string; name: string; email: string };
type TeamRow = { id: string; name: string; members: Person[] };

export function TeamsSection({ organizationId, teams, people, canManage }: { organizationId: string; teams: TeamRow[]; people: Person[]; canManage: boolean }) {
  const t = useTranslations("org.teams");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();

  async function act(call: () => Promise<{ error?: unknown }>) {
    const result = await run(call as never);
    if (result && !(result as { error?: unknown }).error) router.refresh();
    return result;
  }

  return (
    <div className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      {canManage && (
        <Form
          onData={async (form) => {
            const ok = await act(() => authClient.organization.createTeam({ name: String(form.get("name")).trim(), organizationId }));
            if (ok) (document.getElementById("new-team-form") as HTMLFormElement | null)?.reset();
          }}
          id="new-team-form"
          className="flex flex-wrap items-end gap-2"
        >
          <Field label={t("name")} name="name" required minLength={1} maxLength={100} />
          <Button type="submit" disabled={pending}>
            {t("create")}
          </Button>
        </Form>
      )}
      {teams.length === 0 && <p className="text-sm text-zinc-500">{t("none")}</p>}
      <ul className="flex flex-col gap-4">
        {teams.map((team) => {
          const candidates = people.filter((p) => !team.members.some((m) => m.userId === p.userId));
          return (
            <li key={team.id} className="rounded-md border border-zinc-200 p-4 dark:border-zinc-800" data-testid="team-row">
              <h3 className="font-medium">{team.name}</h3>
              <p className="sr-only">{t("members", { name: team.name })}</p>
              {team.members.length === 0 ? (
                <p className="text-sm text-zinc-500">{t("noMembers")}</p>
              ) : (
                <ul className="my-2 flex flex-col gap-1 text-sm">
                  {team.members.map((m) => (
                    <li key={m.userId} className="flex items-center justify-between gap-2">
                      <span>
                        {m.name} <span className="text-zinc-500">{m.email}</span>
                      </span>
                      {canManage && (
                        <Button variant="ghost" disabled={pending} onClick={() => act(() => authClient.organization.removeTeamMember({ teamId: team.id, userId: m.userId, organizationId }))}>
                          {t("removeMember", { name: m.name })}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {canManage && (
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  {candidates.length > 0 && (
                    <Form onData={(form) => act(() => authClient.organization.addTeamMember({ teamId: team.id, userId: String(form.get("userId")), organizationId }))} className="flex items-end gap-2">
                      <label className="flex flex-col gap-1 text-sm">
                        <span className="font-medium">{t("addMember", { name: team.name })}</span>
                        <select name="userId" className="rounded-md border border-zinc-300 bg-white px-2 py-2 dark:border-zinc-700 dark:bg-zinc-900">
                          {candidates.map((p) => (
                            <option key={p.userId} value={p.userId}>
                              {p.name} ({p.email})
                            </option>
                          ))}
                        </select>
                      </label>
                      <Button type="submit" variant="secondary" disabled={pending}>
                        {t("add")}
                      </Button>
                    </Form>
                  )}
                  <Form
                    onData={(form) => act(() => authClient.organization.updateTeam({ teamId: team.id, data: { name: String(form.get("name")).trim(), organizationId } }))}
                    className="flex items-end gap-2"
                  >
                    <Field label={t("newName", { name: team.name })} name="name" defaultValue={team.name} required minLength={1} maxLength={100} />
                    <Button type="submit" variant="secondary" disabled={pending} aria-label={t("renameNamed", { name: team.name })}>
                      {t("rename")}
                    </Button>
                  </Form>
                  <Button variant="danger" disabled={pending} aria-label={t("deleteNamed", { name: team.name })} onClick={() => act(() => authClient.organization.removeTeam({ teamId: team.id, organizationId }))}>
                    {t("delete")}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
