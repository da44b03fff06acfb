import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAmbientTransactions } from "@/db/pglite-transactions";

/** db/pglite-transactions.ts: what better-auth's transactions rely on when the database is the embedded one. */
describe("PGlite transactions with reads through the base client", () => {
  const raw = new PGlite();
  const client = withAmbientTransactions(raw);
  const names = async () => (await raw.query<{ name: string }>("select name from t order by name")).rows.map((r) => r.name);

  beforeAll(async () => {
    await raw.exec("create table t (name text primary key)");
  });
  afterAll(async () => {
    await raw.close();
  });

  it("a query through the base client inside a transaction joins it instead of waiting for it forever", async () => {
    const seen = await client.transaction(async (tx) => {
      await tx.query("insert into t (name) values ('a')");
      // better-auth reads through its base adapter mid-transaction: it must see the uncommitted row.
      return (await client.query<{ n: number }>("select count(*)::int as n from t where name = 'a'")).rows[0].n;
    });
    expect(seen).toBe(1);
    expect(await names()).toEqual(["a"]);
  });

  it("a throw rolls back the writes made through the base client too", async () => {
    await expect(
      client.transaction(async () => {
        await client.query("insert into t (name) values ('b')");
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await names()).toEqual(["a"]);
  });

  it("a transaction begun inside another is a savepoint of it: its rollback keeps the outer writes", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into t (name) values ('c')");
      await expect(
        client.transaction(async (inner) => {
          await inner.query("insert into t (name) values ('d')");
          throw new Error("inner refused");
        }),
      ).rejects.toThrow("inner refused");
    });
    expect(await names()).toEqual(["a", "c"]);
  });

  it("another request's query waits for the transaction to commit, and a query after it does not join a closed one", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let leaked: (() => Promise<unknown>) | undefined;
    const running = client.transaction(async (tx) => {
      await tx.query("insert into t (name) values ('e')");
      leaked = () => client.query("select 1");
      await held;
    });
    // Outside the transaction's async context: waits for the commit, then sees the row.
    const outside = (async () => {
      await new Promise((r) => setTimeout(r, 0));
      return names();
    })();
    await new Promise((r) => setTimeout(r, 30));
    release();
    await running;
    expect(await outside).toContain("e");
    await expect(leaked!()).resolves.toBeDefined();
  });
});
