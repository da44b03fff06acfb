import "server-only";
import type { Database } from "@/db/client";
import { inTransactionScope } from "@/lib/jobs/transaction";

/**
 * The same database, whose `transaction()` puts the transaction it opens in sight of the code it runs
 * (lib/jobs/transaction.ts), so that a job enqueued there is written through it (lib/jobs/transactional.ts).
 * Handed to better-auth's drizzle adapter (lib/auth/server/auth.ts), assuming that the adapter opens its
 * transactions (a sign-up's, the requests lib/auth/http/route.ts runs in one transaction, `runWithTransaction`)
 * with `db.transaction()` on the database it was given, and runs their work inside that call. Tripwire:
 * tests/integration/transactional-jobs.test.ts (a job enqueued inside better-auth's transaction commits and rolls
 * back with it).
 */
export function withTransactionsInSight(db: Database): Database {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver) as unknown;
      const transaction: Database["transaction"] = (work, config) =>
        target.transaction((tx) => inTransactionScope(tx, () => work(tx)), config);
      return transaction;
    },
  });
}
