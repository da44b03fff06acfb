/**
 * An endpoint's delivery log, newest first (keyset pages by `?after=`): per delivery its event, state, attempts
 * and when, and, opened, the signed request body and each attempt's answer (status, first 4 KB of the body,
 * duration) with a redelivery button.
 */
import { History } from "lucide-react";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { CodeBlock } from "@/components/ui/code-block";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import type { DeliveryStatus, DeliveryView } from "@/lib/webhooks/views";
import { RedeliverButton } from "./redeliver-button";

const TONE: Record<DeliveryStatus, "success" | "danger" | "warning" | "neutral"> = {
  delivered: "success",
  failed: "danger",
  pending: "warning",
  canceled: "neutral",
};

type Props = {
  deliveries: DeliveryView[];
  next: string | null;
  paged: boolean;
  path: string;
  organizationId?: string;
  endpointId: string;
  enabled: boolean;
};

export async function DeliveryLog({ deliveries, next, paged, path, organizationId, endpointId, enabled }: Props) {
  const [t, format] = await Promise.all([getTranslations("webhooks"), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium" });
  return (
    <section className="grid gap-3" aria-labelledby="webhook-deliveries">
      <h2 id="webhook-deliveries" className="text-lg font-semibold">
        {t("deliveries")}
      </h2>
      {deliveries.length === 0 ? (
        <EmptyState icon={<History />} title={t("noDeliveries")} text={t("noDeliveriesText")} />
      ) : (
        <ul className="grid gap-2">
          {deliveries.map((d) => (
            <li key={d.id}>
              <details className="group rounded-lg border bg-card text-sm">
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  <span className="font-mono text-xs font-medium">{d.eventType}</span>
                  <Badge variant={TONE[d.status]}>{t(`delivery.${d.status}`)}</Badge>
                  {d.trigger !== "event" && <Badge variant="outline">{t(`trigger.${d.trigger}`)}</Badge>}
                  <span className="text-xs text-muted-foreground">{t("attemptCount", { count: d.attempts })}</span>
                  <span className="ml-auto text-xs text-muted-foreground">{when(d.createdAt)}</span>
                </summary>
                <div className="grid gap-3 border-t p-3">
                  {d.status === "pending" && d.nextAttemptAt && (
                    <p className="text-xs text-muted-foreground">{t("nextAttempt", { time: when(d.nextAttemptAt) })}</p>
                  )}
                  <div className="grid gap-1">
                    <p className="text-xs font-medium">{t("requestBody")}</p>
                    <CodeBlock className="max-h-60 p-2 whitespace-pre-wrap [overflow-wrap:anywhere]">
                      {JSON.stringify(JSON.parse(d.requestBody), null, 2)}
                    </CodeBlock>
                  </div>
                  {d.attemptLog.map((a) => (
                    <div key={a.attempt} className="grid gap-1 border-t pt-2">
                      <p className="flex flex-wrap gap-x-3 text-xs">
                        <span className="font-medium">{t("attempt", { number: a.attempt })}</span>
                        <span>{a.responseStatus !== null ? `HTTP ${a.responseStatus}` : t("noAnswer", { error: a.error ?? "" })}</span>
                        <span className="text-muted-foreground">{t("duration", { ms: a.durationMs })}</span>
                        <span className="text-muted-foreground">{when(a.createdAt)}</span>
                      </p>
                      {a.responseBody ? (
                        <details>
                          <summary className="cursor-pointer text-xs text-muted-foreground">{t("responseBody")}</summary>
                          <CodeBlock className="mt-1 max-h-40 p-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{a.responseBody}</CodeBlock>
                        </details>
                      ) : null}
                    </div>
                  ))}
                  <div>
                    <RedeliverButton organizationId={organizationId} endpointId={endpointId} deliveryId={d.id} disabled={!enabled} />
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      {(next || paged) && (
        <nav className="flex flex-wrap gap-2">
          {paged && (
            <Link href={path} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("newest")}
            </Link>
          )}
          {next && (
            <Link href={`${path}?after=${encodeURIComponent(next)}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("older")}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
