import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { billingProduct, billingSubscription, invitation, member, team, user } from "@/db/schema";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";

/**
 * The API's reads that the screens' queries (lib/organization/queries.ts, lib/billing/queries.ts) do not page:
 * each keyset-paged on (created_at, id), oldest first, so a deep page costs what the first does.
 */

export async function memberWithUser(organizationId: string, memberId: string) {
  const [row] = await db
    .select({ id: member.id, userId: member.userId, role: member.role, createdAt: member.createdAt, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function teamsPage(organizationId: string, limit: number, after?: KeysetCursor) {
  return keysetPage({ time: team.createdAt, id: team.id, order: "asc", after, size: limit }, (keyset) =>
    db
      .select({ id: team.id, name: team.name, memberCount: team.memberCount, createdAt: team.createdAt, ...keyset.cursor })
      .from(team)
      .where(and(eq(team.organizationId, organizationId), keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
  );
}

/** Pending, unexpired invitations: the ones the members screen lists. */
export async function pendingInvitationsPage(organizationId: string, limit: number, after?: KeysetCursor) {
  return keysetPage({ time: invitation.createdAt, id: invitation.id, order: "asc", after, size: limit }, (keyset) =>
    db
      .select({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        status: invitation.status,
        teamId: invitation.teamId,
        expiresAt: invitation.expiresAt,
        createdAt: invitation.createdAt,
        ...keyset.cursor,
      })
      .from(invitation)
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(invitation.status, "pending"),
          gt(invitation.expiresAt, new Date()),
          keyset.where,
        ),
      )
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
  );
}

/** The organization's subscriptions in our mirror (bought for it: metadata referenceId), newest first. */
export async function organizationSubscriptionsPage(organizationId: string, limit: number, after?: KeysetCursor) {
  return keysetPage({ time: billingSubscription.createdAt, id: billingSubscription.id, order: "desc", after, size: limit }, (keyset) =>
    db
      .select({ subscription: billingSubscription, productName: billingProduct.name, ...keyset.cursor })
      .from(billingSubscription)
      .leftJoin(billingProduct, eq(billingProduct.id, billingSubscription.productId))
      .where(and(sql`${billingSubscription.metadata}->>'referenceId' = ${organizationId}`, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
  );
}
