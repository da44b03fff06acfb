import { getTranslations } from "next-intl/server";
import { SectionHeader } from "@/components/organization/section-header";
import { EndpointList } from "@/components/webhooks/endpoint-list";
import { managersOnly } from "@/lib/organization/managers-only";
import { listEndpoints } from "@/lib/webhooks/endpoints";
import { ORGANIZATION_EVENT_GROUPS } from "@/lib/webhooks/event-types";
import { endpointListPath } from "@/lib/webhooks/paths";

export const generateMetadata = async () => ({ title: (await getTranslations("webhooks"))("title") });

/** An organization's outbound webhook endpoints: its owners' and admins' (anyone else gets the not-found page). */
export default async function OrganizationWebhooksPage({ params }: { params: Promise<{ slug: string }> }) {
  const org = await managersOnly(params);
  const slug = org.organization.slug;
  const organizationId = org.organization.id;
  const [t, endpoints] = await Promise.all([getTranslations("webhooks"), listEndpoints({ kind: "organization", organizationId })]);
  return (
    <div className="grid gap-6">
      <SectionHeader title={t("title")} description={t("orgIntro")} />
      <p className="text-xs text-muted-foreground">{t("docsNote")}</p>
      <EndpointList
        endpoints={endpoints}
        basePath={endpointListPath(slug)}
        organizationId={organizationId}
        groups={ORGANIZATION_EVENT_GROUPS}
      />
    </div>
  );
}
