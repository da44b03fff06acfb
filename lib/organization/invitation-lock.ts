import "server-only";
import { sql } from "drizzle-orm";
import { currentTransaction, type SqlExecutor } from "@/lib/jobs/transaction";

/**
 * Holds, until the open transaction ends, the right to invite `email` (to any organization): a second invitation
 * of the same address waits here for the first to commit. Both would otherwise look for a pending invitation to
 * replace before either had stored one, find none, and leave two pending invitations and two mails; the second
 * now finds the first and replaces it, as an invitation sent a moment later does. A lock rather than a unique
 * index: an expired invitation stays pending and is not replaced, so an address may rightly have two. Outside a
 * transaction (none open, none given) nothing is held.
 */
export async function holdInvitationsTo(email: unknown, executor: SqlExecutor | undefined = currentTransaction()): Promise<void> {
  if (typeof email !== "string" || !executor) return;
  const key = `invitation:${email.trim().toLowerCase()}`;
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
