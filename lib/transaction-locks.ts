import "server-only";
import { sql } from "drizzle-orm";
import { currentTransaction, type SqlExecutor } from "@/lib/jobs/transaction";

/**
 * Holds `key` until the open transaction ends (a PostgreSQL advisory lock), for a change that better-auth checks
 * and then writes as two steps: two such requests at once would both pass the check before either wrote. The
 * second now waits here for the first to commit, and its check, a statement of its own, sees what the first did.
 * Outside a transaction (none in sight, none given) nothing is held.
 */
export async function holdUntilCommit(key: string, executor: SqlExecutor | undefined = currentTransaction()): Promise<void> {
  if (!executor) return;
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
