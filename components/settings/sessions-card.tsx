/**
 * The devices signed in to the account, this one first: "Chrome on Linux", the address as people write it,
 * and when it signed in, in the user's language. Rendered on the server, so the browser downloads neither the
 * User-Agent parser nor the rows' logic; only the two sign-out buttons are client code.
 */
import { Monitor, Smartphone, Tablet } from "lucide-react";
import { getFormatter, getNow, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { deviceOf, type DeviceKind } from "@/lib/account/device";
import { displayAddress, isLoopback } from "@/lib/account/ip-address";
import { listActiveSessions } from "@/lib/auth/server/queries";
import { RevokeOthersButton, RevokeSessionButton } from "./session-buttons";

const ICONS: Record<DeviceKind, typeof Monitor> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet };

export async function SessionsCard({ userId, currentSessionId }: { userId: string; currentSessionId: string }) {
  const [t, format, now, rows] = await Promise.all([
    getTranslations("settings.sessions"),
    getFormatter(),
    getNow(),
    listActiveSessions(userId),
  ]);
  const sessions = rows
    .map((row) => ({ ...row, current: row.id === currentSessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current) || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  const others = sessions.length - 1;
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
      footer={<RevokeOthersButton disabled={others < 1} />}
    >
      <ul className="divide-y border-t">
        {sessions.map((s) => {
          const device = deviceOf(s.userAgent);
          const name =
            device.browser && device.os
              ? t("browserOnOs", { browser: device.browser, os: device.os })
              : (device.browser ?? device.os ?? t("unknownDevice"));
          const Icon = ICONS[device.kind];
          return (
            <li key={s.id} data-testid="session-row" className="flex items-center gap-3 px-6 py-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-muted text-muted-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span className="[overflow-wrap:anywhere]">{name}</span>
                  {s.current && <Badge variant="primary">{t("thisDevice")}</Badge>}
                </p>
                <p className="text-[0.8125rem] text-muted-foreground [overflow-wrap:anywhere]">
                  {addressOf(s.ipAddress)} ·{" "}
                  <time
                    dateTime={new Date(s.createdAt).toISOString()}
                    title={format.dateTime(new Date(s.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  >
                    {t("signedIn", { time: format.relativeTime(new Date(s.createdAt), now) })}
                  </time>
                </p>
              </div>
              {!s.current && <RevokeSessionButton id={s.id} device={name} />}
            </li>
          );
        })}
      </ul>
      {others < 1 && <p className="border-t px-6 py-4 text-sm text-muted-foreground">{t("none")}</p>}
    </Card>
  );
}
