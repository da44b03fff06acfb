import "server-only";
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, ne, notExists, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cache } from "react";
import { db } from "@/db/client";
import { invitation, member, organization, organizationMemberCount, team, teamMember, user } from "@/db/schema";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";
import { currentTransaction, type SqlExecutor } from "@/lib/jobs/transaction";
import { containing } from "@/lib/like";
import { primaryRole } from "./roles";

/** Reads for the organization pages, in one place. Writes go through better-auth's endpoints. */

/**
 * The user's organizations, read once per request: the header's switcher and the page (home, new organization)
 * both need them.
 */
export const listUserOrganizations = cache(async (userId: string) =>
  db
    .select({ id: organization.id, name: organization.name, slug: organization.slug, logo: organization.logo, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name)),
);

/** The organization with this slug and the user's membership in it; null for a non-member. */
export async function membershipBySlug(userId: string, slug: string) {
  const [row] = await db
    .select({ organization, memberId: member.id, role: member.role })
    .from(organization)
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, userId)))
    .where(eq(organization.slug, slug))
    .limit(1);
  return row ? { organization: row.organization, memberId: row.memberId, role: primaryRole(row.role) } : null;
}

export async function organizationById(id: string) {
  const [row] = await db.select().from(organization).where(eq(organization.id, id)).limit(1);
  return row ?? null;
}

/**
 * One page of members in join order, or of those whose name or e-mail contains `search`. Keyset pagination on
 * (created_at, id), served by member_org_created_idx, so the hundredth page costs what the first does; the
 * total (of the search's matches, when searching) is counted separately.
 */
export async function listMembersPage(organizationId: string, limit: number, after?: KeysetCursor, search?: string) {
  const matching = nameOrEmailContains(search);
  const [{ rows, next }, total] = await Promise.all([
    keysetPage({ time: member.createdAt, id: member.id, order: "asc", after, size: limit }, (keyset) =>
      db
        .select({
          id: member.id,
          userId: member.userId,
          role: member.role,
          createdAt: member.createdAt,
          name: user.name,
          email: user.email,
          image: user.image,
          twoFactorEnabled: user.twoFactorEnabled,
          ...keyset.cursor,
        })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(and(eq(member.organizationId, organizationId), matching, keyset.where))
        .limit(keyset.limit)
        .orderBy(...keyset.orderBy),
    ),
    matching ? countMatchingMembers(organizationId, matching) : countMembers(organizationId),
  ]);
  return { members: rows.map((r) => ({ ...r, role: primaryRole(r.role) })), total, next };
}

/** People whose name or e-mail contains `search` (everyone when it is empty). */
function nameOrEmailContains(search: string | undefined) {
  const term = search?.trim();
  return term ? or(ilike(user.name, containing(term)), ilike(user.email, containing(term))) : undefined;
}

/**
 * The team picker's list: up to `limit` of the organization's people not in the team yet, in join order, whose
 * name or e-mail contains `search` (the first ones when it is empty). Searched here rather than in the browser, so
 * that anyone in an organization of any size can be found without the page carrying all its people.
 */
export async function teamCandidates(organizationId: string, teamId: string, search: string, limit: number) {
  const inTeam = db
    .select({ one: sql`1` })
    .from(teamMember)
    .where(and(eq(teamMember.teamId, teamId), eq(teamMember.userId, member.userId)));
  return db
    .select({ userId: member.userId, name: user.name, email: user.email, image: user.image })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), nameOrEmailContains(search), notExists(inTeam)))
    .orderBy(asc(member.createdAt), asc(member.id))
    .limit(limit);
}

async function countMatchingMembers(organizationId: string, matching: SQL | undefined) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), matching));
  return total;
}

/** An organization's members, as the triggers on member keep the count (no row yet: none). */
export async function countMembers(organizationId: string) {
  const [row] = await db
    .select({ members: organizationMemberCount.members })
    .from(organizationMemberCount)
    .where(eq(organizationMemberCount.organizationId, organizationId));
  return row?.members ?? 0;
}

/** A member row's roles include owner: a comma-separated list, spaces allowed ("admin, owner" counts). */
const holdsOwner = (role: AnyColumn) =>
  // The LIKE (a literal, as member_org_owners_idx's predicate is) lets PostgreSQL read only the owners' rows.
  sql`(${role} like '%owner%' and 'owner' = any(array(select trim(r) from unnest(string_to_array(${role}, ',')) r)))`;

/**
 * How many members hold the owner role, counted as better-auth does before it lets an owner leave: a member's
 * role is a comma-separated list ("admin, owner" counts), and an organization keeps at least one owner. With
 * `besidesMemberId`, the owners other than that member.
 */
export async function countOwners(organizationId: string, besidesMemberId?: string) {
  const [{ owners }] = await db
    .select({ owners: count() })
    .from(member)
    .where(
      and(
        eq(member.organizationId, organizationId),
        holdsOwner(member.role),
        besidesMemberId === undefined ? undefined : ne(member.id, besidesMemberId),
      ),
    );
  return owners;
}

/**
 * Whether a team of the organization other than `exceptTeamId` is called `name`, compared without the spaces around
 * it and regardless of case. Read in the request's transaction when one is open: its own new team is seen too.
 */
export async function teamNameTaken(
  organizationId: string,
  name: string,
  exceptTeamId: string | null = null,
  executor: SqlExecutor = currentTransaction() ?? db,
) {
  const { rows } = await executor.execute(
    sql`select 1 from ${team} where ${team.organizationId} = ${organizationId} and lower(btrim(${team.name})) = lower(btrim(${name})) and ${team.id} is distinct from ${exceptTeamId} limit 1`,
  );
  return rows.length > 0;
}

/** The ids of the organizations the user owns (alone or with others), in id order. */
export async function organizationIdsOwnedBy(userId: string) {
  const rows = await db
    .select({ id: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, userId), holdsOwner(member.role)))
    .orderBy(asc(member.organizationId));
  return rows.map((r) => r.id);
}

/**
 * The organizations the user alone owns while others are members: deleting the account would leave those
 * members without an owner, which the organization's rules never allow (the only owner cannot leave).
 */
export async function organizationsOnlyOwnedWithOthers(userId: string) {
  const other = alias(member, "other_member");
  const othersIn = (ownersOnly: boolean) =>
    db
      .select({ one: sql`1` })
      .from(other)
      .where(
        and(eq(other.organizationId, member.organizationId), ne(other.userId, userId), ownersOnly ? holdsOwner(other.role) : undefined),
      );
  return db
    .select({ id: organization.id, name: organization.name, slug: organization.slug })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), holdsOwner(member.role), exists(othersIn(false)), notExists(othersIn(true))))
    .orderBy(asc(organization.name));
}

export async function listPendingInvitations(organizationId: string) {
  return db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      teamId: invitation.teamId,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
    })
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date())))
    .orderBy(desc(invitation.createdAt));
}

export async function listTeamsWithMembers(organizationId: string) {
  const teams = await db
    .select({ id: team.id, name: team.name, createdAt: team.createdAt })
    .from(team)
    .where(eq(team.organizationId, organizationId))
    .orderBy(asc(team.name));
  const ids = teams.map((t) => t.id);
  const members = ids.length
    ? await db
        .select({ teamId: teamMember.teamId, userId: teamMember.userId, name: user.name, email: user.email, image: user.image })
        .from(teamMember)
        .innerJoin(user, eq(user.id, teamMember.userId))
        .where(inArray(teamMember.teamId, ids))
        .orderBy(asc(user.name))
    : [];
  return teams.map((t) => ({ ...t, members: members.filter((m) => m.teamId === t.id) }));
}

/** Invitations as their invitee sees them: the organization and who invited, by name. */
function invitationsForInvitee() {
  return db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organizationId: invitation.organizationId,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      inviterName: user.name,
      inviterEmail: user.email,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId));
}

/** The signed-in user's own pending, unexpired invitations. */
export async function listUserPendingInvitations(email: string) {
  return invitationsForInvitee()
    .where(
      and(sql`lower(${invitation.email}) = ${email.toLowerCase()}`, eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date())),
    )
    .orderBy(desc(invitation.createdAt));
}

/** What an invitation link shows: the organization, the inviter and the role. The id itself is the secret. */
export async function invitationDetails(id: string) {
  const [row] = await invitationsForInvitee().where(eq(invitation.id, id)).limit(1);
  return row ?? null;
}
