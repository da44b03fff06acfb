import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { currentOrganization } from "@/lib/organization/current";
import { listMembersPage, listTeamsWithMembers } from "@/lib/organization/queries";

export default async function OrganizationOverviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  const [t, members, teams] = await Promise.all([
    getTranslations("org.overview"),
    listMembersPage(org.organization.id, 1),
    listTeamsWithMembers(org.organization.id),
  ]);
  return (
    <Card>
      <p>{t("members", { count: members.total })}</p>
      <p>{t("teams", { count: teams.length })}</p>
    </Card>
  );
}
