import { TeamsSection } from "@/components/organization/teams-section";
import { env } from "@/lib/env";
import { currentOrganization } from "@/lib/organization/current";
import { listMembersPage, listTeamsWithMembers } from "@/lib/organization/queries";
import { teamIsFull } from "@/lib/organization/capacity";

/** People offered for a team come from the first members by join date; the picker filters them as one types. */
const PEOPLE_LIMIT = 500;

export default async function TeamsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  const [teams, people] = await Promise.all([
    listTeamsWithMembers(org.organization.id),
    org.canManage ? listMembersPage(org.organization.id, PEOPLE_LIMIT).then((page) => page.members) : [],
  ]);
  return (
    <TeamsSection
      organizationId={org.organization.id}
      canManage={org.canManage}
      keepsOneTeam={!env.ALLOW_REMOVING_ALL_TEAMS}
      teamMemberLimit={env.TEAM_MEMBER_LIMIT ?? null}
      teams={teams.map((team) => ({ id: team.id, name: team.name, members: team.members, full: teamIsFull(team.members.length) }))}
      people={people.map((m) => ({ userId: m.userId, name: m.name, email: m.email, image: m.image }))}
    />
  );
}
