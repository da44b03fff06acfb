import "server-only";
import { getCurrentAdapter } from "@better-auth/core/context";
import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { hasPermission } from "better-auth/plugins";
import { organizationPluginOptions } from "@/lib/auth/internals/organization";
import { holdTeams } from "./locks";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * "Removing the last team is refused unless allowed", with the specification's words. better-auth refuses removing
 * the caller's own active team first (403 "You are not allowed to delete this team"), and a new organization's
 * default team is its creator's active team, so an owner removing the last team heard that instead. Given here,
 * for a caller the library would otherwise let as far as its own last-team check: a member allowed to delete teams,
 * naming a team of that organization.
 */
export async function refuseRemovingLastTeam(ctx: HookContext) {
  const { teamId, organizationId } = (ctx.body ?? {}) as { teamId?: unknown; organizationId?: unknown };
  const options = organizationPluginOptions(ctx);
  if (typeof teamId !== "string" || !options || options.teams?.allowRemovingAllTeams) return;
  const session = await getSessionFromCtx(ctx);
  const active = (session?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId;
  const orgId = typeof organizationId === "string" && organizationId ? organizationId : active;
  // Before this check or the library's own counts the teams (a server call without a session meets only the latter).
  await holdTeams(orgId);
  if (!session || !orgId) return; // the endpoint answers these itself
  const db = await getCurrentAdapter(ctx.context.adapter);
  const member = await db.findOne<{ role: string }>({
    model: "member",
    where: [
      { field: "userId", value: session.user.id },
      { field: "organizationId", value: orgId },
    ],
  });
  if (!member) return;
  const allowed = await hasPermission({ role: member.role, options, permissions: { team: ["delete"] }, organizationId: orgId }, ctx);
  if (!allowed) return;
  const teams = await db.findMany<{ id: string }>({ model: "team", where: [{ field: "organizationId", value: orgId }] });
  if (teams.length === 1 && teams[0].id === teamId) {
    throw APIError.from("BAD_REQUEST", { code: "UNABLE_TO_REMOVE_LAST_TEAM", message: "Unable to remove last team" });
  }
}
