import { getTranslations } from "next-intl/server";
import { DeleteOrg } from "@/components/organization/delete-org";
import { OrgSettingsForm } from "@/components/organization/org-settings-form";
import { Card } from "@/components/ui/card";
import { currentOrganization } from "@/lib/organization/current";

function parseMetadata(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
  } catch {
    return {};
  }
}

export default async function OrganizationSettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  const t = await getTranslations("org");
  const o = org.organization;
  return (
    <div className="flex flex-col gap-6">
      <Card title={t("settings.title")} id="org-settings">
        <OrgSettingsForm org={{ id: o.id, name: o.name, slug: o.slug, logo: o.logo, metadata: parseMetadata(o.metadata) }} canManage={org.canManage} />
      </Card>
      {org.isOwner && (
        <Card title={t("delete.title")} id="org-delete">
          <DeleteOrg organizationId={o.id} slug={o.slug} />
        </Card>
      )}
    </div>
  );
}
