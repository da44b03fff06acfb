import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { invitation, member, organization, organizationMemberCount, team, user } from "@/db/schema";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";
import { likePrefix, searchText } from "./input";

/** The console's reads and writes of organizations (writes: lib/admin/organization-actions.ts). */

export const ORGANIZATIONS_PAGE = 25;

/** One page of organizations, newest first; `query` matches the start of the name or slug, or the exact id. */
export async function listOrganizationsPage(options: { query?: string; after?: KeysetCursor }) {
  const query = searchText(options.query);
  const search = query
    ? or(
        sql`lower(${organization.name}) like ${likePrefix(query)}`,
        sql`${organization.slug} like ${likePrefix(query)}`,
        eq(organization.id, query),
      )
    : undefined;
  return keysetPage(
    { time: organization.createdAt, id: organization.id, order: "desc", after: options.after, size: ORGANIZATIONS_PAGE },
    (keyset) =>
      db
        .select({
          id: organization.id,
          name: organization.name,
          slug: organization.slug,
          logo: organization.logo,
          createdAt: organization.createdAt,
          // Kept by the triggers on member: counting each organization's rows grew with its size.
          members: sql<number>`coalesce(${organizationMemberCount.members}, 0)`,
          ...keyset.cursor,
        })
        .from(organization)
        .leftJoin(organizationMemberCount, eq(organizationMemberCount.organizationId, organization.id))
        .where(and(search, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
}

export type OrganizationListRow = Awaited<ReturnType<typeof listOrganizationsPage>>["rows"][number];

export async function memberOf(organizationId: string, memberId: string) {
  const [row] = await db
    .select({ id: member.id, role: member.role, userId: member.userId, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function invitationOf(organizationId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.id, invitationId), eq(invitation.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function teamOf(organizationId: string, teamId: string) {
  const [row] = await db
    .select()
    .from(team)
    .where(and(eq(team.id, teamId), eq(team.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}
