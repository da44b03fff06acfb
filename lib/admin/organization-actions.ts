"use server";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/limits";
import { auth } from "@/lib/auth/server/auth";
import { db } from "@/db/client";
import { invitation, member, organization, team, teamMember, user } from "@/db/schema";
import { teamMemberCount } from "@/lib/auth/internals/team-membership";
import { NAME_MAX, SLUG_MAX } from "@/lib/organization/fields";
import { SLUG_PATTERN } from "@/lib/organization/slug";
import { holdMemberships } from "@/lib/organization/locks";
import { organizationById } from "@/lib/organization/queries";
import { clearRemovedMembersActiveOrganization, leavesNoOwner } from "@/lib/organization/rules";
import { ROLES, primaryRole } from "@/lib/organization/roles";
import { authCall } from "./auth-call";
import { operatorAction } from "./guard";
import { rowId as id } from "./input";
import { recordOrganizationChange } from "./organization-change";
import { invitationOf, memberOf, teamOf } from "./organizations";

/**
 * What an owner may do to an organization, done by an operator who is not a member: edit it, delete it, change
 * a member's role, remove a member, withdraw an invitation, delete a team (sending invitations:
 * ./invitation-actions.ts; creating teams and their members: ./team-actions.ts). Adding a member and deleting a team
 * go through better-auth (its server-only addMember, and removeTeam called without a session) by authCall, so its
 * rules and activity entries hold; its other organization endpoints only serve members, so the rest write the same
 * rows directly. Each is written to the audit log and to the organization's own activity log, and the rule owners
 * live by holds here too (lib/organization/rules.ts): an organization keeps an owner, and a removed member no longer
 * has the organization active.
 */

const MESSAGES = "admin.orgs.errors";
const orgInput = { organizationId: id };

export const updateOrganizationAction = operatorAction(
  {
    input: z.object({
      ...orgInput,
      name: z.string().trim().min(1).max(NAME_MAX),
      slug: z.string().trim().toLowerCase().max(SLUG_MAX).regex(new RegExp(SLUG_PATTERN)),
    }),
    messages: MESSAGES,
  },
  async ({ organizationId, name, slug }, context) => {
    const org = await organizationById(organizationId);
    if (!org) return { ok: false, code: "ORGANIZATION_NOT_FOUND" };
    const [taken] = await db.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug)).limit(1);
    if (taken && taken.id !== org.id) return { ok: false, code: "ORGANIZATION_SLUG_ALREADY_TAKEN" };
    try {
      await db.update(organization).set({ name, slug }).where(eq(organization.id, org.id));
    } catch {
      return { ok: false, code: "ORGANIZATION_SLUG_ALREADY_TAKEN" }; // lost a race for the slug
    }
    const data = { name: org.name !== name ? name : undefined, slug: org.slug !== slug ? slug : undefined };
    await recordOrganizationChange(context, {
      organizationId: org.id,
      target: name,
      activity: { action: "updated" },
      audit: { action: "organization.update", data },
    });
    return { ok: true };
  },
);

export const deleteOrganizationAction = operatorAction(
  { input: z.object(orgInput), messages: MESSAGES },
  async ({ organizationId }, { audit }) => {
    const org = await organizationById(organizationId);
    if (!org) return { ok: false, code: "ORGANIZATION_NOT_FOUND" };
    // Members, invitations, teams and the activity log go with it (foreign keys); sessions forget it (a trigger).
    await db.delete(organization).where(eq(organization.id, org.id));
    await audit({ action: "organization.delete", targetOrganizationId: org.id, targetLabel: org.name, data: { slug: org.slug } });
    return { ok: true };
  },
);

async function isMember(organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** better-auth's refusals of addMember, in this console's codes where it has its own words for them. */
const ADD_MEMBER_CODES: Record<string, string> = { USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "ALREADY_A_MEMBER" };

/**
 * Adds an existing user to the organization with a role (an owner would invite them; an operator seats them),
 * through better-auth's addMember as the operator: its membership limit and the activity entry
 * (lib/organization/auth-plugin.ts, afterAddMember) hold as for any other way in, in one transaction.
 */
export const addMemberAction = operatorAction(
  { input: z.object({ ...orgInput, email: z.email().max(EMAIL_MAX_LENGTH), role: z.enum(ROLES) }), messages: MESSAGES },
  async ({ organizationId, email, role }, { operator, audit, headers }) => {
    const org = await organizationById(organizationId);
    if (!org) return { ok: false, code: "ORGANIZATION_NOT_FOUND" };
    const [found] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
    if (!found) return { ok: false, code: "USER_NOT_FOUND" };
    const added = await authCall(operator, () => auth.api.addMember({ body: { organizationId, userId: found.id, role }, headers })).catch(
      async (error: unknown) => {
        // A second addition of the same person racing this one meets the table's unique key instead of the check.
        if (await isMember(organizationId, found.id)) return { ok: false as const, code: "ALREADY_A_MEMBER" };
        throw error;
      },
    );
    if (!added.ok) return { ok: false, code: ADD_MEMBER_CODES[added.code] ?? added.code };
    await audit({
      action: "member.add",
      targetOrganizationId: organizationId,
      targetUserId: found.id,
      targetLabel: found.email,
      data: { role },
    });
    return { ok: true };
  },
);

export const setMemberRoleAction = operatorAction(
  { input: z.object({ ...orgInput, memberId: id, role: z.enum(ROLES) }), messages: MESSAGES },
  async ({ organizationId, memberId, role }, context) => {
    // Checked and changed while no other change of the organization's memberships runs (holdMemberships).
    const changed = await db.transaction(async (tx) => {
      await holdMemberships(organizationId, tx);
      const found = await memberOf(organizationId, memberId);
      if (!found) return { ok: false as const, code: "MEMBER_NOT_FOUND" };
      if (await leavesNoOwner({ ...found, organizationId }, role)) return { ok: false as const, code: "LAST_OWNER" };
      await tx
        .update(member)
        .set({ role })
        .where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)));
      return { ok: true as const, found };
    });
    if (!changed.ok) return changed;
    const { found } = changed;
    const from = primaryRole(found.role);
    await recordOrganizationChange(context, {
      organizationId,
      target: found.email,
      activity: { action: "role_changed", data: { from, to: role } },
      audit: { action: "member.role", targetUserId: found.userId, data: { from, to: role, userId: found.userId } },
    });
    return { ok: true };
  },
);

export const removeMemberAction = operatorAction(
  { input: z.object({ ...orgInput, memberId: id }), messages: MESSAGES },
  async ({ organizationId, memberId }, context) => {
    // Checked and removed while no other change of the organization's memberships runs (holdMemberships).
    const removed = await db.transaction(async (tx) => {
      await holdMemberships(organizationId, tx);
      const found = await memberOf(organizationId, memberId);
      if (!found) return { ok: false as const, code: "MEMBER_NOT_FOUND" };
      if (await leavesNoOwner({ ...found, organizationId })) return { ok: false as const, code: "LAST_OWNER" };
      // As better-auth's own removal does: the person leaves the organization's teams too, their counts kept.
      await tx.delete(member).where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)));
      const teams = tx.select({ id: team.id }).from(team).where(eq(team.organizationId, organizationId));
      const left = await tx
        .delete(teamMember)
        .where(and(eq(teamMember.userId, found.userId), inArray(teamMember.teamId, teams)))
        .returning({ teamId: teamMember.teamId });
      for (const { teamId } of left)
        await tx
          .update(team)
          .set({ memberCount: teamMemberCount(teamId) })
          .where(eq(team.id, teamId));
      return { ok: true as const, found };
    });
    if (!removed.ok) return removed;
    const { found } = removed;
    // The rule that removeMember holds by its afterRemoveMember hook (lib/organization/auth-plugin.ts).
    await clearRemovedMembersActiveOrganization({ userId: found.userId, organizationId }, (await auth.$context).adapter);
    await recordOrganizationChange(context, {
      organizationId,
      target: found.email,
      activity: { action: "removed" },
      audit: { action: "member.remove", targetUserId: found.userId, data: { userId: found.userId } },
    });
    return { ok: true };
  },
);

export const cancelInvitationAction = operatorAction(
  { input: z.object({ ...orgInput, invitationId: id }), messages: MESSAGES },
  async ({ organizationId, invitationId }, context) => {
    const found = await invitationOf(organizationId, invitationId);
    if (!found || found.status !== "pending") return { ok: false, code: "INVITATION_NOT_FOUND" };
    await db.update(invitation).set({ status: "canceled" }).where(eq(invitation.id, found.id));
    await recordOrganizationChange(context, {
      organizationId,
      target: found.email,
      activity: { action: "canceled" },
      audit: { action: "invitation.cancel" },
    });
    return { ok: true };
  },
);

/** Through better-auth's removeTeam, called as the server: its last-team rule, its clean-up of pending invitations and its activity entry hold. */
export const deleteTeamAction = operatorAction(
  { input: z.object({ ...orgInput, teamId: id }), messages: MESSAGES },
  async ({ organizationId, teamId }, { operator, audit }) => {
    const found = await teamOf(organizationId, teamId);
    if (!found) return { ok: false, code: "TEAM_NOT_FOUND" };
    const removed = await authCall(operator, () => auth.api.removeTeam({ body: { organizationId, teamId: found.id } }));
    if (!removed.ok) return removed;
    await audit({ action: "team.delete", targetOrganizationId: organizationId, targetLabel: found.name });
    return { ok: true };
  },
);
