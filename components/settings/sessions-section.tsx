"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { authClient } from "@/lib/auth/client";

type SessionRow = { id: string; token: string; userAgent: string | null; ipAddress: string | null; createdAt: string; expiresAt: string };

export function SessionsSection({ sessions, currentToken }: { sessions: SessionRow[]; currentToken: string }) {
  const t = useTranslations("settings.sessions");
  const format = useFormatter();
  const router = useRouter();
  const { pending, error, run } = useAuthAction();

  async function act(call: () => Promise<{ error?: unknown } | undefined | null>, after: "refresh" | "signIn" = "refresh") {
    const result = await run(call as never);
    if (result && !(result as { error?: unknown }).error) {
      if (after === "signIn") router.push("/sign-in");
      router.refresh();
    }
  }

  return (
    <Card title={t("title")} id="sessions">
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {sessions.map((s) => {
          const current = s.token === currentToken;
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="session-row">
              <div className="text-sm">
                <p className="font-medium">
                  {s.userAgent ?? t("unknownDevice")}
                  {current && <span className="ml-2 rounded bg-blue-100 px-1.5 py-0.5 text-xs text-blue-800 dark:bg-blue-900 dark:text-blue-100">{t("current")}</span>}
                </p>
                <p className="text-zinc-500">
                  {s.ipAddress ? `${s.ipAddress} · ` : ""}
                  {t("created", { date: format.dateTime(new Date(s.createdAt), { dateStyle: "medium", timeStyle: "short" }) })}
                </p>
              </div>
              {!current && (
                <Button variant="secondary" disabled={pending} onClick={() => act(() => authClient.revokeSession({ token: s.token }))}>
                  {t("revoke")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={pending || sessions.length < 2} onClick={() => act(() => authClient.revokeOtherSessions())}>
          {t("revokeOthers")}
        </Button>
        <Button variant="danger" disabled={pending} onClick={() => act(() => authClient.revokeSessions(), "signIn")}>
          {t("revokeAll")}
        </Button>
      </div>
    </Card>
  );
}
