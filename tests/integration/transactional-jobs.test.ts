import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auth } from "@/lib/auth/server/auth";
import { mailDrained } from "@/lib/email/transport";
import { JOB_SCHEMA, startedBoss } from "@/lib/jobs/boss";
import { currentTransaction } from "@/lib/jobs/transaction";
import { enqueueInTransaction, enqueueWithChange } from "@/lib/jobs/transactional";
import { inAuthTransaction } from "@/lib/organization/transaction";
import { TestClient, uniqueEmail, verifiedUser } from "../support/client";

const job = sql.raw(`"${JOB_SCHEMA}"."job"`);
const mail = (to: string) => ({ to, subject: "Hello", text: "Hi", html: "<p>Hi</p>" });

async function mailJobs(to: string): Promise<Array<{ id: string; xmin: string }>> {
  const rows = await db.execute<{ id: string; xmin: string }>(
    sql`select id, xmin::text as xmin from ${job} where name = 'mail' and data->'mail'->>'to' = ${to}`,
  );
  return rows.rows;
}

/**
 * Notes the transaction that inserts each of `email`'s reset tokens and mail jobs from now on (triggers into a
 * table of this file's queue schema), to compare them whatever later updates do to the rows.
 */
async function noteInserts(email: string) {
  const schema = sql.raw(`"${JOB_SCHEMA}"`);
  const trigger = sql.raw(`"note_reset_${JOB_SCHEMA}"`);
  await db.execute(sql`create table if not exists ${schema}.inserted_by (tbl text, about text, txid bigint)`);
  await db.execute(sql`create or replace function ${schema}.note_insert() returns trigger language plpgsql as $$
    begin
      insert into ${sql.raw(`"${JOB_SCHEMA}"`)}.inserted_by values (TG_ARGV[0],
        coalesce(to_jsonb(NEW)->'data'->'mail'->>'to', to_jsonb(NEW)->>'value'), txid_current());
      return NEW;
    end $$`);
  await db.execute(sql`create trigger note_job after insert on ${job} for each row execute function ${schema}.note_insert('job')`);
  await db.execute(
    sql`create trigger ${trigger} after insert on verification for each row
        when (NEW.identifier like 'reset-password:%') execute function ${schema}.note_insert('verification')`,
  );
  const [{ id }] = (await db.execute<{ id: string }>(sql`select id from "user" where email = ${email}`)).rows;
  return {
    rows: async () =>
      (
        await db.execute<{ tbl: string; txid: string }>(
          sql`select tbl, txid::text as txid from ${schema}.inserted_by where about in (${email}, ${id})`,
        )
      ).rows,
    drop: async () => {
      // The file's worker may still be completing the test's mail job, in the partition the DROP reaches for: when
      // PostgreSQL ended the worker's update as the deadlock's victim, the job stayed active and the next test's
      // mail waited for it. Once the queue is idle, nothing of ours updates a partition while the triggers go.
      await mailDrained();
      await dropRetryingDeadlocks(sql`drop trigger if exists ${trigger} on verification`);
      await dropRetryingDeadlocks(sql`drop trigger if exists note_job on ${job}`);
    },
  };
}

/**
 * A DROP TRIGGER locks the queue's partitioned job table and then each partition, while the file's own worker may
 * be updating a partition and then reaching for another: PostgreSQL then ends one of the two as a deadlock (CI saw
 * it end the drop). The drop is only this file's clean-up, so it is tried again.
 */
async function dropRetryingDeadlocks(statement: ReturnType<typeof sql>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(statement);
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code !== "40P01" || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

/** Makes every job write of the queue take `ms` longer, so a reply that does not wait for its job shows it. */
async function slowSends(ms: number) {
  const boss = await startedBoss();
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  return vi.spyOn(boss, "send").mockImplementation((async (...args: unknown[]) => {
    await new Promise((r) => setTimeout(r, ms));
    return send(...args);
  }) as typeof boss.send);
}

afterEach(() => vi.restoreAllMocks());

describe("a job written with the change that causes it", () => {
  it("exists when the caller's transaction commits, and not when it rolls back", async () => {
    await startedBoss();
    const kept = uniqueEmail("tx-kept");
    const dropped = uniqueEmail("tx-dropped");
    await db.transaction(async (tx) => void (await enqueueInTransaction(tx, "mail", { mail: mail(kept) })));
    await expect(
      db.transaction(async (tx) => {
        await enqueueInTransaction(tx, "mail", { mail: mail(dropped) });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await mailJobs(kept)).toHaveLength(1);
    expect(await mailJobs(dropped)).toHaveLength(0);
  });

  it("is written through better-auth's transaction when one is open (its drizzle adapter opens it with db.transaction)", async () => {
    await startedBoss();
    const kept = uniqueEmail("auth-tx-kept");
    const dropped = uniqueEmail("auth-tx-dropped");
    await inAuthTransaction(auth, async () => {
      expect(currentTransaction()).toBeDefined();
      await enqueueWithChange("mail", { mail: mail(kept) });
    });
    await expect(
      inAuthTransaction(auth, async () => {
        await enqueueWithChange("mail", { mail: mail(dropped) });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(currentTransaction()).toBeUndefined();
    expect(await mailJobs(kept)).toHaveLength(1);
    expect(await mailJobs(dropped)).toHaveLength(0);
  });

  // Compared by the transaction that inserted each row, noted by triggers as it happens: a row's xmin would do
  // until the file's worker picks the job up and updates it. On PGlite better-auth's inner transaction is a
  // savepoint of the request's (db/pglite-transactions.ts), with an id of its own; the rollback above holds on both.
  it.skipIf(process.env.DB_DRIVER === "pglite")("a reset's mail is written by the transaction that stores its token", async () => {
    const alice = await verifiedUser();
    const noted = await noteInserts(alice.email);
    try {
      const res = await new TestClient().post("/request-password-reset", { email: alice.email, redirectTo: "/reset-password" });
      expect(res.status).toBe(200);
      const rows = await noted.rows();
      const token = rows.filter((r) => r.tbl === "verification");
      const jobs = rows.filter((r) => r.tbl === "job");
      expect([token.length, jobs.length]).toEqual([1, 1]);
      expect(jobs[0].txid).toBe(token[0].txid);
    } finally {
      await noted.drop();
    }
  });
});

/**
 * Nothing lost in the instant after a reply: the replies that say a mail is on its way (whose timing must not
 * tell a registered address: tests/integration/enumeration.test.ts) leave only once its job is stored.
 */
describe("a reply that promises a mail", () => {
  for (const [label, call] of [
    ["a sign-up", (email: string) => new TestClient().post("/sign-up/email", { email, password: "durable-password-42", name: "Dura" })],
    ["a reset", async (email: string) => new TestClient().post("/request-password-reset", { email, redirectTo: "/reset-password" })],
  ] as const) {
    it(`${label}'s leaves after its mail's job is stored, however long storing takes`, async () => {
      const email = label === "a reset" ? (await verifiedUser()).email : uniqueEmail("durable-reply");
      const before = (await mailJobs(email)).length;
      await slowSends(400);
      const started = performance.now();
      const res = await call(email);
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(400);
      expect(await mailJobs(email)).toHaveLength(before + 1);
    });
  }
});
