import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";

/**
 * Anything that runs a drizzle query on one connection: a transaction (`db.transaction(async (tx) => …)`'s `tx`),
 * or the database itself. Both drivers' results carry `rows`.
 */
export type SqlExecutor = { execute(query: SQL): Promise<{ rows: unknown[] }> };

type DrizzleTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const open = new AsyncLocalStorage<DrizzleTransaction>();

/**
 * The transaction open around the running code, if a database with its transactions in sight
 * (`withTransactionsInSight`) opened one: better-auth's, whose own adapter gives no access to its connection.
 */
export function currentTransaction(): SqlExecutor | undefined {
  return open.getStore() as SqlExecutor | undefined;
}

/**
 * The same database, whose `transaction()` keeps the transaction it opens in sight of the code it runs, so that
 * a job enqueued there is written through it (./transactional.ts). Handed to better-auth's drizzle adapter
 * (lib/auth/server/auth.ts), which opens its transactions with `db.transaction()`: a sign-up's, the requests that
 * lib/auth/http/route.ts runs in one transaction, and `runWithTransaction` calls. After-commit hooks run outside it.
 */
export function withTransactionsInSight(db: Database): Database {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver) as unknown;
      const transaction: Database["transaction"] = (work, config) => target.transaction((tx) => open.run(tx, () => work(tx)), config);
      return transaction;
    },
  });
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
