import { TeamsSection } from "@/components/organization/teams-section";
import { env } from "@/lib/env";
import { currentOrganization } from "@/lib/organization/current";
import { listTeamsWithMembers } from "@/lib/organization/queries";
import { teamIsFull } from "@/lib/organization/capacity";

export default async function TeamsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  // The people to add are searched by the team picker as one types (lib/organization/actions.ts), not sent here.
  const teams = await listTeamsWithMembers(org.organization.id);
  return (
    <TeamsSection
      organizationId={org.organization.id}
      canManage={org.canManage}
      keepsOneTeam={!env.ALLOW_REMOVING_ALL_TEAMS}
      teamMemberLimit={env.TEAM_MEMBER_LIMIT ?? null}
      teams={teams.map((team) => ({ id: team.id, name: team.name, members: team.members, full: teamIsFull(team.members.length) }))}
    />
  );
}
