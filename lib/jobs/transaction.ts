import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { scopeSlot } from "@/lib/async-scope";

/**
 * Anything that runs a drizzle query on one connection: a transaction (`db.transaction(async (tx) => …)`'s `tx`),
 * or the database itself. Both drivers' results carry `rows`.
 */
export type SqlExecutor = { execute(query: SQL): Promise<{ rows: unknown[] }> };

const open = scopeSlot<Transaction>("transaction-in-sight");

/**
 * The transaction open around the running code, if whoever opened it put it in sight (`inTransactionScope`):
 * better-auth's, through lib/auth/internals/adapter-transactions.ts, since its own adapter gives no access to its
 * connection.
 */
export function currentTransaction(): SqlExecutor | undefined {
  return open.get() as SqlExecutor | undefined;
}

/** Runs `work` with `tx` in sight of the code it calls (enqueueWithChange, ./transactional.ts). */
export function inTransactionScope<T>(tx: Transaction, work: () => T): T {
  return open.run(tx, work);
}

/**
 * pg-boss's `db` seam over a drizzle executor: its SQL text numbers parameters ($1, $2, …), which become drizzle
 * parameters in place, so the statement runs on the executor's connection (and inside its transaction, if any).
 */
export function pgBossExecutor(executor: SqlExecutor) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await executor.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
