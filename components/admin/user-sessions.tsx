/**
 * The user's live sessions as the operator sees them: device ("Chrome on Linux", read by ua-parser-js as on the
 * settings page), address, when it started and was last used, and whether an operator opened it by
 * impersonation; each can be ended, or all at once.
 */
import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { deviceOf, type DeviceKind } from "@/lib/account/device";
import { displayAddress } from "@/lib/account/ip-address";
import type { UserDetail } from "@/lib/admin/users";
import { RevokeAllUserSessionsButton, RevokeUserSessionButton } from "./user-session-buttons";

const ICONS: Record<DeviceKind, typeof Monitor> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet };

export function UserSessions({ userId, sessions }: { userId: string; sessions: UserDetail["sessions"] }) {
  const t = useTranslations("admin.users.sessions");
  const ts = useTranslations("settings.sessions");
  const format = useFormatter();
  const when = (d: Date) => format.dateTime(d, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card
      id="sessions"
      title={t("title")}
      description={t("description")}
      actions={<RevokeAllUserSessionsButton userId={userId} disabled={sessions.length === 0} />}
      contentClassName="px-0! pb-0!"
    >
      {sessions.length === 0 ? (
        <EmptyState icon={<Monitor />} title={t("none")} className="mx-6 mb-6" />
      ) : (
        <ul className="divide-y border-t">
          {sessions.map((s) => {
            const device = deviceOf(s.userAgent);
            const name =
              device.browser && device.os
                ? ts("browserOnOs", { browser: device.browser, os: device.os })
                : (device.browser ?? device.os ?? ts("unknownDevice"));
            const Icon = ICONS[device.kind];
            return (
              <li key={s.id} data-testid="user-session-row" className="flex items-center gap-3 px-6 py-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-muted text-muted-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <span className="[overflow-wrap:anywhere]">{name}</span>
                    {s.impersonatedBy && <Badge variant="warning">{t("impersonation")}</Badge>}
                  </p>
                  <p className="text-[0.8125rem] text-muted-foreground [overflow-wrap:anywhere]">
                    {s.ipAddress ? displayAddress(s.ipAddress) : ts("unknownAddress")} · {t("started", { time: when(s.createdAt) })} ·{" "}
                    {t("lastUsed", { time: when(s.updatedAt) })} · {t("expires", { time: when(s.expiresAt) })}
                  </p>
                </div>
                <RevokeUserSessionButton userId={userId} sessionId={s.id} device={name} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
