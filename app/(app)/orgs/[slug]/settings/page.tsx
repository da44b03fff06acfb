import { getTranslations } from "next-intl/server";
import { DeleteOrg } from "@/components/organization/delete-org";
import { MetadataEditor } from "@/components/organization/metadata-editor";
import { OrgSettingsForm } from "@/components/organization/org-settings-form";
import { RequireTwoFactorForm } from "@/components/organization/require-two-factor-form";
import { ScimSettings } from "@/components/organization/scim-settings";
import { OrganizationKeysCard } from "@/components/api-keys/keys-card";
import { SectionHeader } from "@/components/organization/section-header";
import { currentOrganization } from "@/lib/organization/current";

/** Stored metadata as editable text: strings as they are, anything else as its JSON. */
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
  const t = await getTranslations("org.settings");
  const o = org.organization;
  return (
    <>
      <SectionHeader title={t("title")} description={t("lead")} />
      {/* Keyed by slug: after a move to a new address the forms start from the saved values. */}
      <OrgSettingsForm key={`profile-${o.slug}`} org={{ id: o.id, name: o.name, slug: o.slug, logo: o.logo }} canManage={org.canManage} />
      <MetadataEditor key={`metadata-${o.slug}`} organizationId={o.id} metadata={parseMetadata(o.metadata)} canManage={org.canManage} />
      {org.isOwner && <RequireTwoFactorForm key={`two-factor-${o.slug}`} organizationId={o.id} required={o.requireTwoFactor} />}
      {org.canManage && <ScimSettings organizationId={o.id} />}
      {org.canManage && <OrganizationKeysCard userId={org.session.user.id} organizationId={o.id} />}
      {org.isOwner && <DeleteOrg organization={{ id: o.id, name: o.name }} />}
    </>
  );
}
