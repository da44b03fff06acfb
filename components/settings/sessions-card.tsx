/**
 * The devices signed in to the account, this one first: "Chrome on Linux", how it signed in ("Password +
 * authenticator app"), the address as people write it, and when it signed in, in the user's language. The newest
 * few are listed (SESSIONS_LISTED) and the rest counted. Rendered on the server, so the browser downloads neither
 * the User-Agent parser nor the rows' logic; only the sign-out buttons are client code.
 */
import { getFormatter, getNow, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { revokeOtherSessionsAction, revokeSessionAction } from "@/lib/account/actions";
import { displayAddress, isLoopback } from "@/lib/account/ip-address";
import { listActiveSessions } from "@/lib/auth/server/queries";
import { ConfirmButton } from "./confirm-button";
import { SessionRow } from "./session-row";
import { UnlistedSessions } from "./unlisted-sessions";

export async function SessionsCard({ userId, currentSessionId }: { userId: string; currentSessionId: string }) {
  const [t, format, now, listed] = await Promise.all([
    getTranslations("settings.sessions"),
    getFormatter(),
    getNow(),
    listActiveSessions(userId, currentSessionId),
  ]);
  const sessions = listed.sessions.map((row) => ({ ...row, current: row.id === currentSessionId }));
  const others = listed.total - (sessions.some((s) => s.current) ? 1 : 0);
  const addressOf = (raw: string | null) => {
    if (!raw) return t("unknownAddress");
    const address = displayAddress(raw);
    return isLoopback(address) ? t("localAddress", { address }) : address;
  };

  return (
    <Card
      id="sessions"
      title={t("title")}
      description={t("description")}
      contentClassName="px-0! pb-0!"
      footer={
        <ConfirmButton
          disabled={others < 1}
          title={t("revokeOthersTitle")}
          description={t("revokeOthersText")}
          confirm={t("revokeOthers")}
          done={t("revokedOthers")}
          run={revokeOtherSessionsAction.bind(null, {})}
        >
          {t("revokeOthers")}
        </ConfirmButton>
      }
    >
      <ul className="divide-y border-t">
        {sessions.map((s) => (
          <SessionRow
            key={s.id}
            testId="session-row"
            userAgent={s.userAgent}
            signInMethod={s.signInMethod}
            badge={s.current && <Badge variant="primary">{t("thisDevice")}</Badge>}
            details={
              <>
                {addressOf(s.ipAddress)} ·{" "}
                <time
                  dateTime={new Date(s.createdAt).toISOString()}
                  title={format.dateTime(new Date(s.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                >
                  {t("signedIn", { time: format.relativeTime(new Date(s.createdAt), now) })}
                </time>
              </>
            }
            revoke={s.current ? undefined : { messages: "settings.sessions", run: revokeSessionAction.bind(null, { id: s.id }) }}
          />
        ))}
      </ul>
      <UnlistedSessions count={listed.total - sessions.length} text={(count) => t("unlisted", { count, action: t("revokeOthers") })} />
      {others < 1 && <p className="border-t px-6 py-4 text-sm text-muted-foreground">{t("none")}</p>}
    </Card>
  );
}
