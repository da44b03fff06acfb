/**
 * The user's live sessions as the operator sees them: device and how it signed in (as on the settings page),
 * address, when it started and was last used, and whether an operator opened it by impersonation; each can be
 * ended, or all at once (the ones used longest ago are only counted). Sessions are named to the browser by their
 * ids (tokens never leave the server).
 */
import { Monitor } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { ConfirmButton } from "@/components/settings/confirm-button";
import { SessionRow } from "@/components/settings/session-row";
import { UnlistedSessions } from "@/components/settings/unlisted-sessions";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { displayAddress } from "@/lib/account/ip-address";
import { revokeUserSessionAction, revokeUserSessionsAction } from "@/lib/admin/user-actions";
import type { UserDetail } from "@/lib/admin/users";

export function UserSessions({ userId, sessions, total }: { userId: string; sessions: UserDetail["sessions"]; total: number }) {
  const t = useTranslations("admin.users.sessions");
  const ts = useTranslations("settings.sessions");
  const format = useFormatter();
  const when = (d: Date) => format.dateTime(d, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card
      id="sessions"
      title={t("title")}
      description={t("description")}
      actions={
        <ConfirmButton
          disabled={total === 0}
          title={t("revokeAllTitle")}
          description={t("revokeAllText")}
          confirm={t("revokeAll")}
          done={t("revokedAll")}
          run={revokeUserSessionsAction.bind(null, { userId })}
        >
          {t("revokeAll")}
        </ConfirmButton>
      }
      contentClassName="px-0! pb-0!"
    >
      {sessions.length === 0 ? (
        <EmptyState icon={<Monitor />} title={t("none")} className="mx-6 mb-6" />
      ) : (
        <ul className="divide-y border-t">
          {sessions.map((s) => (
            <SessionRow
              key={s.id}
              testId="user-session-row"
              userAgent={s.userAgent}
              signInMethod={s.signInMethod}
              badge={s.impersonatedBy && <Badge variant="warning">{t("impersonation")}</Badge>}
              details={
                <>
                  {s.ipAddress ? displayAddress(s.ipAddress) : ts("unknownAddress")} · {t("started", { time: when(s.createdAt) })} ·{" "}
                  {t("lastUsed", { time: when(s.updatedAt) })} · {t("expires", { time: when(s.expiresAt) })}
                </>
              }
              revoke={{ messages: "admin.users.sessions", run: revokeUserSessionAction.bind(null, { userId, sessionId: s.id }) }}
            />
          ))}
        </ul>
      )}
      <UnlistedSessions count={total - sessions.length} text={(count) => t("unlisted", { count, action: t("revokeAll") })} />
    </Card>
  );
}
