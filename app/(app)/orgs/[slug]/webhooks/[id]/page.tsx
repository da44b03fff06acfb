import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EndpointDetail } from "@/components/webhooks/endpoint-detail";
import { managersOnly } from "@/lib/organization/managers-only";
import { endpointOnPage } from "@/lib/webhooks/endpoint-on-page";
import { listDeliveries } from "@/lib/webhooks/endpoints";
import { ORGANIZATION_EVENT_GROUPS } from "@/lib/webhooks/event-types";
import { endpointListPath } from "@/lib/webhooks/paths";

export const generateMetadata = async () => ({ title: (await getTranslations("webhooks"))("title") });

export default async function OrganizationWebhookPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string; id: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
}) {
  const [{ slug, id }, { after }, org] = await Promise.all([params, searchParams, managersOnly(params)]);
  const owner = { kind: "organization" as const, organizationId: org.organization.id };
  const cursor = typeof after === "string" ? after : undefined;
  const [endpoint, deliveries] = await Promise.all([endpointOnPage(org.organization.id, id), listDeliveries(owner, id, cursor)]);
  if (!deliveries.ok) notFound();
  return (
    <EndpointDetail
      endpoint={endpoint}
      deliveries={deliveries}
      paged={cursor !== undefined}
      listPath={endpointListPath(slug)}
      organizationId={org.organization.id}
      groups={ORGANIZATION_EVENT_GROUPS}
    />
  );
}
