import type { PGlite, Transaction } from "@electric-sql/pglite";
import { scopeSlot } from "@/lib/async-scope";

/** The PGlite transaction the current request runs in, if any. */
const ambient = scopeSlot<Transaction>("pglite-transaction");

function current(): Transaction | undefined {
  const tx = ambient.get();
  return tx && !tx.closed ? tx : undefined;
}

let savepoints = 0;

/**
 * PGlite has one connection, and while a transaction is open every other query waits for it to end. better-auth
 * reads some rows through its base adapter in the middle of a transaction, which would then wait on itself
 * forever. Here a query made from inside a transaction (the same async context) joins it, as it would on the one
 * connection anyway, and a transaction begun inside another becomes a savepoint of it; queries of other requests
 * still wait for the transaction to end. So transactions are real on PGlite too (better-auth's `transaction`
 * option, which @better-auth/scim requires). `exec` (multi-statement scripts, such as pg-boss's own
 * BEGIN … COMMIT maintenance) never joins: a script's COMMIT would end the request's transaction.
 */
export function withAmbientTransactions(client: PGlite): PGlite {
  const query: PGlite["query"] = (...args) => (current() ?? client).query(...args);
  const sql: PGlite["sql"] = (...args) => (current() ?? client).sql(...args);
  const transaction: PGlite["transaction"] = async (callback) => {
    const tx = current();
    if (!tx) return client.transaction((opened) => ambient.run(opened, () => callback(opened)));
    const name = `ambient_${++savepoints}`;
    await tx.exec(`SAVEPOINT ${name}`);
    try {
      const result = await callback(tx);
      await tx.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      if (!tx.closed) await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  };
  const own: Record<string | symbol, unknown> = { query, sql, transaction };
  return new Proxy(client, {
    get(target, prop) {
      if (prop in own) return own[prop];
      const value = Reflect.get(target, prop, target) as unknown;
      // PGlite's methods use private fields: they must be called on the instance itself, never on the proxy.
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
