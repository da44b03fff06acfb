import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
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

/** How long `oneAtATime` waits for its turn by default, and how often it asks. */
const TURN_WAIT_MS = 15_000;
const TURN_POLL_MS = 25;

type Turn = { waitMs?: number; busy?: () => Error };

/**
 * Runs `work` while no other instance or request runs work under the same `key` (a PostgreSQL advisory lock held by
 * a transaction of its own for as long as `work` runs; `work`'s own statements commit as they go). A request waiting
 * for its turn holds no pooled connection: it asks for the lock without waiting, and asks again a moment later, so
 * many requests waiting at once cannot starve the pool that the one at work needs. Past `waitMs` it gives up with
 * the error `busy` makes.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>, turn: Turn = {}): Promise<T> {
  const until = Date.now() + (turn.waitMs ?? TURN_WAIT_MS);
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as held`)).rows as {
        held: boolean;
      }[];
      return row?.held ? { value: await work() } : null;
    });
    if (done) return done.value;
    if (Date.now() > until) throw turn.busy?.() ?? new Error(`gave up waiting for "${key}"`);
    await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
  }
}
