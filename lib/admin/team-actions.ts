"use server";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/db/client";
import { member, organization, team, teamMember, user } from "@/db/schema";
import { teamMemberCount, teamMembershipKey } from "@/lib/auth/internals/team-membership";
import { env } from "@/lib/env";
import { TEAM_NAME_MAX } from "@/lib/organization/fields";
import { holdTeams } from "@/lib/organization/locks";
import { teamNameTaken } from "@/lib/organization/queries";
import { auth } from "@/lib/auth/server/auth";
import { authCall } from "./auth-call";
import { operatorAction } from "./guard";
import { rowId as id } from "./input";
import { recordOrganizationChange } from "./organization-change";
import { teamOf } from "./organizations";

/**
 * An owner's team powers, used by an operator from the console: create a team, rename it, add a member of the
 * organization to it, take one out of it (deleting a team: lib/admin/organization-actions.ts). Creating goes through
 * better-auth's createTeam, which a server may call without a session; its other team endpoints serve members only,
 * so these write its rows as it does: the team's member count it keeps for the member limit, and the membership key
 * that stops one person joining one team twice.
 */

const MESSAGES = "admin.orgs.errors";
/** The name rule of the organization's own team forms and the auth server (lib/organization/fields.ts). */
const teamName = z.string().trim().min(1).max(TEAM_NAME_MAX);

async function organizationExists(organizationId: string) {
  const [row] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, organizationId)).limit(1);
  return Boolean(row);
}

/** A member of the organization by their user id, with their e-mail. */
async function organizationMember(organizationId: string, userId: string) {
  const [row] = await db
    .select({ userId: member.userId, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Through better-auth's createTeam, called as the server (the operator is no member): its rules and activity entry hold. */
export const createTeamAction = operatorAction(
  { input: z.object({ organizationId: id, name: teamName }), messages: MESSAGES },
  async ({ organizationId, name }, { operator, audit }) => {
    if (!(await organizationExists(organizationId))) return { ok: false, code: "ORGANIZATION_NOT_FOUND" };
    const created = await authCall(operator, () => auth.api.createTeam({ body: { organizationId, name } }));
    if (!created.ok) return created;
    await audit({ action: "team.create", targetOrganizationId: organizationId, targetLabel: name, data: { teamId: created.value.id } });
    return { ok: true };
  },
);

export const renameTeamAction = operatorAction(
  { input: z.object({ organizationId: id, teamId: id, name: teamName }), messages: MESSAGES },
  async ({ organizationId, teamId, name }, context) => {
    const found = await teamOf(organizationId, teamId);
    if (!found) return { ok: false, code: "TEAM_NOT_FOUND" };
    // The organization's own rule (lib/organization/rules.ts, refuseTakenTeamName), under its team lock.
    const renamed = await db.transaction(async (tx) => {
      await holdTeams(organizationId, tx);
      if (await teamNameTaken(organizationId, name, found.id, tx)) return false;
      await tx.update(team).set({ name, updatedAt: new Date() }).where(eq(team.id, found.id));
      return true;
    });
    if (!renamed) return { ok: false, code: "TEAM_ALREADY_EXISTS" };
    await recordOrganizationChange(context, {
      organizationId,
      target: name,
      activity: { action: "team_updated" },
      audit: { action: "team.update", data: { teamId: found.id, from: found.name, to: name } },
    });
    return { ok: true };
  },
);

export const addTeamMemberAction = operatorAction(
  { input: z.object({ organizationId: id, teamId: id, userId: id }), messages: MESSAGES },
  async ({ organizationId, teamId, userId }, context) => {
    const found = await teamOf(organizationId, teamId);
    if (!found) return { ok: false, code: "TEAM_NOT_FOUND" };
    const person = await organizationMember(organizationId, userId);
    if (!person) return { ok: false, code: "NOT_A_MEMBER" };
    const outcome = await db.transaction(async (tx) => {
      // The team row is locked so that two additions cannot both take the last place under the limit.
      await tx.select({ id: team.id }).from(team).where(eq(team.id, found.id)).for("update");
      const limit = env.TEAM_MEMBER_LIMIT;
      if (limit) {
        const [{ n }] = await tx.select({ n: count() }).from(teamMember).where(eq(teamMember.teamId, found.id));
        if (n >= limit) return "TEAM_MEMBER_LIMIT_REACHED";
      }
      const added = await tx
        .insert(teamMember)
        .values({
          id: crypto.randomUUID(),
          teamId: found.id,
          userId,
          membershipKey: teamMembershipKey(found.id, userId),
          createdAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: teamMember.id });
      if (added.length === 0) return "ALREADY_IN_TEAM";
      await tx
        .update(team)
        .set({ memberCount: teamMemberCount(found.id) })
        .where(eq(team.id, found.id));
      return null;
    });
    if (outcome) return { ok: false, code: outcome };
    await recordOrganizationChange(context, {
      organizationId,
      target: person.email,
      activity: { action: "team_member_added", data: { team: found.name } },
      audit: { action: "team.member_add", targetUserId: userId, data: { team: found.name, teamId: found.id } },
    });
    return { ok: true };
  },
);

export const removeTeamMemberAction = operatorAction(
  { input: z.object({ organizationId: id, teamId: id, userId: id }), messages: MESSAGES },
  async ({ organizationId, teamId, userId }, context) => {
    const found = await teamOf(organizationId, teamId);
    if (!found) return { ok: false, code: "TEAM_NOT_FOUND" };
    const removed = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(teamMember)
        .where(and(eq(teamMember.teamId, found.id), eq(teamMember.userId, userId)))
        .returning({ id: teamMember.id });
      if (rows.length)
        await tx
          .update(team)
          .set({ memberCount: teamMemberCount(found.id) })
          .where(eq(team.id, found.id));
      return rows.length > 0;
    });
    if (!removed) return { ok: false, code: "NOT_IN_TEAM" };
    const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
    const label = person?.email ?? userId;
    await recordOrganizationChange(context, {
      organizationId,
      target: label,
      activity: { action: "team_member_removed", data: { team: found.name } },
      audit: { action: "team.member_remove", targetUserId: person ? userId : null, data: { team: found.name, teamId: found.id } },
    });
    return { ok: true };
  },
);
