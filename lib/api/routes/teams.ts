import "server-only";
import { cursorOf, pageOf, pageQuery } from "../pagination";
import { organizationParams } from "../params";
import { teamsPage } from "../queries";
import { defineRoute } from "../route";
import { iso, teamView } from "../views";

export const teamRoutes = [
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/teams",
    operationId: "listTeams",
    summary: "List teams",
    description: "Oldest first.",
    tags: ["Teams"],
    scope: ["teams", "read"],
    params: organizationParams,
    query: pageQuery,
    success: { status: 200, description: "A page of teams", schema: pageOf(teamView).meta({ id: "TeamPage" }) },
    handler: async ({ params, query }) => {
      const page = await teamsPage(params.organizationId, query.limit, cursorOf(query.after));
      return { data: page.rows.map((t) => ({ ...t, createdAt: iso(t.createdAt) })), next: page.next };
    },
  }),
];
