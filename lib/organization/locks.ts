import "server-only";
import { sql } from "drizzle-orm";
import { currentTransaction, type SqlExecutor } from "@/lib/jobs/transaction";

/**
 * Locks held until the open transaction ends, for changes that better-auth checks and then writes as two steps:
 * two such requests at once would both pass the check before either wrote. The second now waits here for the
 * first to commit, and its check sees what the first did. Outside a transaction (none open, none given) nothing
 * is held.
 */
async function holdUntilCommit(key: string, executor: SqlExecutor | undefined): Promise<void> {
  if (!executor) return;
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The right to invite `email` (to any organization). Two invitations of one address would each look for a pending
 * one to replace, find none, and leave two pending invitations and two mails; the second now finds the first and
 * replaces it, as an invitation sent a moment later does. A lock rather than a unique index: an expired
 * invitation stays pending and is not replaced, so an address may rightly have two.
 */
export async function holdInvitationsTo(email: unknown, executor: SqlExecutor | undefined = currentTransaction()): Promise<void> {
  if (typeof email !== "string") return;
  await holdUntilCommit(`invitation:${email.trim().toLowerCase()}`, executor);
}

/**
 * The right to change who belongs to an organization and in which role (leaving, removal, a role change). Two
 * owners leaving, removing or demoting each other at once would each see the other still an owner, and leave
 * the organization with none; the second now sees the first's change and is refused as the last owner.
 */
export async function holdMemberships(organizationId: unknown, executor: SqlExecutor | undefined = currentTransaction()): Promise<void> {
  if (typeof organizationId !== "string" || !organizationId) return;
  await holdUntilCommit(`organization-members:${organizationId}`, executor);
}
