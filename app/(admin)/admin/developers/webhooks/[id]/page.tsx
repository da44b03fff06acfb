import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EndpointDetail } from "@/components/webhooks/endpoint-detail";
import { requireOperator } from "@/lib/admin/guard";
import { endpointOnPage } from "@/lib/webhooks/endpoint-on-page";
import { listDeliveries } from "@/lib/webhooks/endpoints";
import { EVENT_GROUPS, type EventGroup } from "@/lib/webhooks/event-types";
import { endpointListPath } from "@/lib/webhooks/paths";

export const generateMetadata = async () => ({ title: (await getTranslations("webhooks"))("consoleTitle") });

const GROUPS = Object.keys(EVENT_GROUPS) as EventGroup[];

export default async function OutboundWebhookPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
}) {
  await requireOperator();
  const [{ id }, { after }] = await Promise.all([params, searchParams]);
  const cursor = typeof after === "string" ? after : undefined;
  const [endpoint, deliveries] = await Promise.all([endpointOnPage(null, id), listDeliveries({ kind: "app" }, id, cursor)]);
  if (!deliveries.ok) notFound();
  return (
    <EndpointDetail
      endpoint={endpoint}
      deliveries={deliveries}
      paged={cursor !== undefined}
      listPath={endpointListPath()}
      groups={GROUPS}
    />
  );
}
