import "server-only";
import { and, desc, eq, not, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { invitation, user } from "@/db/schema";

export const INVITATION_STATUSES = ["pending", "accepted", "rejected", "canceled", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How many invitations the page lists: the recent history, not an archive. */
const HISTORY_LIMIT = 100;

/** A stored status as people read it: a pending invitation past its expiry is "expired". */
function statusOf(stored: string, expiresAt: Date, now: Date): InvitationStatus {
  if (stored === "pending") return expiresAt > now ? "pending" : "expired";
  return (INVITATION_STATUSES as readonly string[]).includes(stored) ? (stored as InvitationStatus) : "canceled";
}

/**
 * An organization's invitations of every status, newest first, with who sent them. Invitations that would
 * make someone an owner are shown to owners only, as better-auth's own list does for anyone else.
 */
export async function listInvitations(organizationId: string, viewerIsOwner: boolean) {
  const ownerInvitation = sql`(${invitation.role} is not null and 'owner' = any(string_to_array(replace(${invitation.role}, ' ', ''), ',')))`;
  const rows = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      teamId: invitation.teamId,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
      inviterName: user.name,
      inviterEmail: user.email,
    })
    .from(invitation)
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.organizationId, organizationId), viewerIsOwner ? undefined : not(ownerInvitation)))
    .orderBy(desc(invitation.createdAt), desc(invitation.id))
    .limit(HISTORY_LIMIT);
  const now = new Date();
  return rows.map((row) => ({ ...row, status: statusOf(row.status, row.expiresAt, now) }));
}
