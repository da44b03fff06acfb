/** The danger zone's notice of the organizations that keep the account from being deleted, linked to their members. */
import { getTranslations } from "next-intl/server";
import { OwnedOrganizationsNotice } from "@/components/organization/owned-organizations-notice";

type Organization = { id: string; name: string; slug: string };

export async function DeletionBlockers({ id, organizations }: { id: string; organizations: Organization[] }) {
  const t = await getTranslations("settings.delete");
  return (
    <OwnedOrganizationsNotice
      id={id}
      title={t("blockedTitle")}
      reason={t("blocked")}
      organizations={organizations.map((o) => ({ id: o.id, name: o.name, href: `/orgs/${o.slug}/members` }))}
    />
  );
}
