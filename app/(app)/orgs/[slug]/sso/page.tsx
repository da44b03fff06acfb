import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConnectionCard } from "@/components/sso/connection-card";
import { DomainsCard } from "@/components/sso/domains-card";
import { NewConnectionCard } from "@/components/sso/new-connection-card";
import { SectionHeader } from "@/components/organization/section-header";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { ssoPageData } from "@/lib/auth/sso/page-data";
import { managersOnly } from "@/lib/organization/managers-only";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sso"))("title") };
}

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Single sign-on of an organization, for its owners and admins: domains, connections, a new connection. */
export default async function OrganizationSsoPage({ params, searchParams }: Props) {
  const [org, query] = await Promise.all([managersOnly(params), searchParams]);
  const [t, data] = await Promise.all([getTranslations("sso"), ssoPageData(org.organization.id)]);
  const tested = typeof query.tested === "string" ? query.tested : null;
  const verified = data.domains.filter((d) => d.status === "verified").map((d) => d.domain);
  return (
    <ClientMessages namespaces={["org", "errors", "sso"]}>
      <SectionHeader title={t("title")} description={t("lead")} />
      <DomainsCard organizationId={org.organization.id} domains={data.domains} />
      {data.connections.map((c) => (
        <ConnectionCard key={c.providerId} organizationId={org.organization.id} connection={c} justTested={tested === c.providerId} />
      ))}
      <NewConnectionCard organizationId={org.organization.id} verifiedDomains={verified} />
    </ClientMessages>
  );
}
