import { getTranslations } from "next-intl/server";
import { TeamsSection } from "@/components/organization/teams-section";
import { Card } from "@/components/ui/card";
import { currentOrganization } from "@/lib/organization/current";
import { listMembersPage, listTeamsWithMembers } from "@/lib/organization/queries";

/** People offered for a team come from the first page of members; larger organizations add by name later. */
const PEOPLE_LIMIT = 500;

export default async function TeamsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  const [t, teams, { members }] = await Promise.all([
    getTranslations("org.teams"),
    listTeamsWithMembers(org.organization.id),
    listMembersPage(org.organization.id, PEOPLE_LIMIT),
  ]);
  return (
    <Card title={t("title")} id="teams">
      <TeamsSection
        organizationId={org.organization.id}
        canManage={org.canManage}
        teams={teams.map((team) => ({ id: team.id, name: team.name, members: team.members }))}
        people={members.map((m) => ({ userId: m.userId, name: m.name, email: m.email }))}
      />
    </Card>
  );
}
