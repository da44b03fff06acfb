import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { JOB_SCHEMA, startedBoss } from "@/lib/jobs/boss";
import { enqueueSurely, enqueuesSettled } from "@/lib/jobs/enqueue";
import { TestClient, uniqueEmail, verifiedUser } from "../support/client";

/** The mail jobs stored for an address, whatever their state (pg-boss keeps finished jobs in the same table). */
async function mailJobsTo(email: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job where name = 'mail' and data->'mail'->>'to' = ${email}`,
  );
  return rows.rows[0].n;
}

afterEach(() => vi.restoreAllMocks());

/**
 * A reply that says "check your e-mail" is a promise: it leaves only once the mail's job is stored. Where the
 * reply's status reveals nothing (a magic link goes to any address), a job that cannot be stored fails the
 * request instead of the promise. Where it would (reset, sign-up), the reply says the same, and the job is tried
 * again until the database is back (tests/integration/transactional-jobs.test.ts shows these replies wait for
 * their job; tests/integration/enumeration.test.ts holds their timing).
 */
describe("a mail promised by a reply", () => {
  it("is stored as a job before a magic link's reply leaves", async () => {
    const email = uniqueEmail("durable-magic");
    expect((await new TestClient().post("/sign-in/magic-link", { email, callbackURL: "/" })).status).toBe(200);
    expect(await mailJobsTo(email)).toBe(1);
  });

  it("fails a magic link's request with 503, rather than claim it was sent, when its job cannot be stored", async () => {
    const email = uniqueEmail("durable-refused");
    const boss = await startedBoss();
    // Only this link's mail is refused: another job sent meanwhile (an earlier test's follow-up) goes through.
    const original = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
    let refused = false;
    vi.spyOn(boss, "send").mockImplementation(((...args: unknown[]) => {
      const to = (args[1] as { mail?: { to?: unknown } } | undefined)?.mail?.to;
      if (refused || args[0] !== "mail" || to !== email) return original(...args);
      refused = true;
      return Promise.reject(new Error("the queue's table is unreachable"));
    }) as typeof boss.send);
    const res = await new TestClient().post("/sign-in/magic-link", { email, callbackURL: "/" });
    expect(refused).toBe(true);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await mailJobsTo(email)).toBe(0);
  });

  it("is stored before a reset's or a sign-up's reply leaves", async () => {
    const alice = await verifiedUser();
    const newcomer = uniqueEmail("durable");
    expect((await new TestClient().post("/request-password-reset", { email: alice.email, redirectTo: "/reset-password" })).status).toBe(
      200,
    );
    expect((await new TestClient().post("/sign-up/email", { email: newcomer, password: "durable-password-42", name: "Dura" })).status).toBe(
      200,
    );
    expect(await mailJobsTo(alice.email)).toBeGreaterThanOrEqual(1);
    expect(await mailJobsTo(newcomer)).toBe(1);
  });

  it("is stored all the same when the database is away at that instant: tried again until it is back", async () => {
    const newcomer = uniqueEmail("durable-outage");
    const boss = await startedBoss();
    // The mail's first two tries fail; the sign-up's other job (its Polar customer) goes through untouched, so
    // which of the two is sent first does not matter.
    const original = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
    const failures = [new Error("Connection terminated"), new Error("connect ECONNREFUSED")];
    const send = vi
      .spyOn(boss, "send")
      .mockImplementation(((...args: unknown[]) =>
        args[0] === "mail" && failures.length ? Promise.reject(failures.shift()) : original(...args)) as typeof boss.send);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await new TestClient().post("/sign-up/email", { email: newcomer, password: "durable-password-42", name: "Dura" });
    expect(res.status).toBe(200);
    await enqueuesSettled();
    expect(send.mock.calls.filter(([name]) => name === "mail").length).toBeGreaterThanOrEqual(3);
    expect(await mailJobsTo(newcomer)).toBe(1);
  });
});

describe("a job stored while the database is unsteady", () => {
  const mail = (to: string) => ({ to, subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
  const quick = { retries: 5, minTimeout: 10, maxTimeout: 20 };

  it("is stored once when an attempt stored it but its answer was lost", async () => {
    const to = uniqueEmail("durable-lost-answer");
    const boss = await startedBoss();
    const send = boss.send.bind(boss);
    vi.spyOn(boss, "send").mockImplementationOnce(async (...args: Parameters<typeof boss.send>) => {
      await (send as (...a: Parameters<typeof boss.send>) => Promise<string | null>)(...args);
      throw new Error("Connection terminated unexpectedly");
    });
    const id = await enqueueSurely("mail", { mail: mail(to) }, quick);
    expect(await mailJobsTo(to)).toBe(1);
    const rows = await db.execute<{ id: string }>(sql`select id from ${sql.identifier(JOB_SCHEMA)}.job where data->'mail'->>'to' = ${to}`);
    expect(rows.rows.map((r) => r.id)).toEqual([id]);
  });

  it("fails after its retries when the database stays away, and stores nothing", async () => {
    const to = uniqueEmail("durable-gone");
    const boss = await startedBoss();
    const send = vi.spyOn(boss, "send").mockRejectedValue(new Error("connect ECONNREFUSED"));
    await expect(enqueueSurely("mail", { mail: mail(to) }, { ...quick, retries: 2 })).rejects.toThrow(/ECONNREFUSED/);
    expect(send).toHaveBeenCalledTimes(3);
    send.mockRestore();
    expect(await mailJobsTo(to)).toBe(0);
  });
});
