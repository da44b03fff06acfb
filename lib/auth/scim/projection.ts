import "server-only";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import type { SCIMProjection } from "@better-auth/scim";
import { APIError } from "better-auth/api";
import { recordActivity } from "@/lib/organization/activity";
import { primaryRole } from "@/lib/organization/roles";
import { roleFromGroups } from "@/lib/auth/sso/group-roles";
import { roleOfGroup } from "./roles";

type Database = Parameters<SCIMProjection["reconcileUser"]>[1]["database"];
type MemberRow = { id: string; userId: string; organizationId: string; role: string };

async function emailOf(database: Database, userId: string): Promise<string | null> {
  const user = await database.findOne<{ email: string }>({ model: "user", where: [{ field: "id", value: userId }] });
  return user?.email ?? null;
}

/** Removes the person from the organization and its teams (their counts kept), as better-auth's own removal does. */
async function removeMembership(database: Database, found: MemberRow) {
  const members = await database.findMany<MemberRow>({
    model: "member",
    where: [{ field: "organizationId", value: found.organizationId }],
  });
  const otherOwners = members.filter((m) => m.id !== found.id && primaryRole(m.role) === "owner").length;
  if (primaryRole(found.role) === "owner" && otherOwners === 0)
    throw APIError.from("CONFLICT", {
      code: "LAST_OWNER",
      message: "The organization's only owner cannot be deprovisioned; make someone else owner first",
    });
  await database.delete({ model: "member", where: [{ field: "id", value: found.id }] });
  const teams = await database.findMany<{ id: string }>({
    model: "team",
    where: [{ field: "organizationId", value: found.organizationId }],
  });
  for (const { id: teamId } of teams) {
    const left = await database.deleteMany({
      model: "teamMember",
      where: [
        { field: "teamId", value: teamId },
        { field: "userId", value: found.userId },
      ],
    });
    if (!left) continue;
    const memberCount = await database.count({ model: "teamMember", where: [{ field: "teamId", value: teamId }] });
    await database.update({ model: "team", where: [{ field: "id", value: teamId }], update: { memberCount } });
  }
}

/**
 * Ends every session of the person at once: the rows go (better-auth's deleteUserSessions, with its secondary
 * storage), and the change feed's triggers announce it on commit, so every instance refuses their cookies from
 * the next request on (lib/auth/session-feed/).
 */
async function endSessions(userId: string) {
  const ctx = tryGetCurrentAuthEndpointContext();
  if (!ctx) throw new Error("SCIM projection ran outside a better-auth call");
  await ctx.context.internalAdapter.deleteUserSessions(userId);
}

/**
 * What a SCIM User is in its organization (the connection's provisioning domain is the organization's id): active,
 * a member (role from its Groups, ./roles.ts, default member: admin while a Group gives it, member again once none
 * does if their Groups had made them admin, an owner never touched; lib/auth/sso/group-roles.ts); deactivated
 * or deleted, no longer a member and signed out everywhere. Runs inside the plugin's transaction, through its adapter.
 */
export const organizationProjection: SCIMProjection = {
  roles: {
    map: async ({ provisioningDomainId, source }) => {
      const role = await roleOfGroup(provisioningDomainId, source.displayName);
      return role ? [role] : undefined;
    },
    exists: ({ role }) => role === "admin" || role === "member",
  },
  async reconcileUser(state, { database }) {
    const organizationId = state.provisioningDomainId;
    const found = await database.findOne<MemberRow>({
      model: "member",
      where: [
        { field: "organizationId", value: organizationId },
        { field: "userId", value: state.userId },
      ],
    });
    const granted = state.grants.some((g) => g.role === "admin") ? "admin" : state.grants.length > 0 ? "member" : null;
    if (state.active) {
      if (!found) {
        const role = granted ?? "member";
        await database.create({ model: "member", data: { organizationId, userId: state.userId, role, createdAt: new Date() } });
        await recordActivity({
          organizationId,
          action: "added",
          target: await emailOf(database, state.userId),
          data: { role, via: "scim" },
        });
      } else {
        // What the remaining groups give: admin, else member; taken back only from an admin their groups made.
        const email = await emailOf(database, state.userId);
        const next = await roleFromGroups(database, found, email, granted ?? "member");
        if (next) {
          await database.update({ model: "member", where: [{ field: "id", value: found.id }], update: { role: next } });
          await recordActivity({
            organizationId,
            action: "role_changed",
            target: email,
            data: { from: found.role, to: next, via: "scim" },
          });
        }
      }
      return;
    }
    if (found) {
      await removeMembership(database, found);
      await recordActivity({ organizationId, action: "removed", target: await emailOf(database, state.userId), data: { via: "scim" } });
    }
    await endSessions(state.userId);
  },
};
