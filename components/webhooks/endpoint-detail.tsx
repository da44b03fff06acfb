/**
 * One endpoint's page, in the console or an organization's settings: its address and state, its actions, the
 * rotated secret's grace, and its delivery log.
 */
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { EventGroup } from "@/lib/webhooks/event-types";
import type { DeliveryView, EndpointView } from "@/lib/webhooks/views";
import { DeliveryLog } from "./delivery-log";
import { EndpointActions } from "./endpoint-actions";
import { EndpointStatus } from "./endpoint-status";

type Props = {
  endpoint: EndpointView;
  deliveries: { deliveries: DeliveryView[]; next: string | null };
  paged: boolean;
  listPath: string;
  organizationId?: string;
  groups: readonly EventGroup[];
};

export async function EndpointDetail({ endpoint, deliveries, paged, listPath, organizationId, groups }: Props) {
  const [t, format] = await Promise.all([getTranslations("webhooks"), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const path = `${listPath}/${endpoint.id}`;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link href={listPath} className="text-sm text-link underline-offset-4 hover:underline">
          ← {t("back")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-mono text-base font-semibold [overflow-wrap:anywhere]">{endpoint.url}</h1>
          <EndpointStatus endpoint={endpoint} />
        </div>
        {endpoint.description && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{endpoint.description}</p>}
        <p className="text-xs text-muted-foreground">{t("createdAt", { time: when(endpoint.createdAt) })}</p>
        <ul className="flex flex-wrap gap-1" aria-label={t("events")}>
          {endpoint.eventTypes.map((type) => (
            <li key={type} className="rounded-md border px-1.5 py-0.5 font-mono text-xs">
              {type}
            </li>
          ))}
        </ul>
        {endpoint.previousSecretExpiresAt && (
          <p className="text-xs text-muted-foreground">{t("graceUntil", { time: when(endpoint.previousSecretExpiresAt) })}</p>
        )}
      </div>
      <EndpointActions endpoint={endpoint} organizationId={organizationId} groups={groups} listPath={listPath} />
      <DeliveryLog
        deliveries={deliveries.deliveries}
        next={deliveries.next}
        paged={paged}
        path={path}
        organizationId={organizationId}
        endpointId={endpoint.id}
        enabled={endpoint.enabled}
      />
    </div>
  );
}
