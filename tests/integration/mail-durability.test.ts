import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { JOB_SCHEMA, startedBoss } from "@/lib/jobs/boss";
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
 * A reply that says "check your e-mail" is a promise: it leaves only once the mail's job is stored, so a crash
 * right after it loses nothing, and a job that cannot be stored fails the request instead of the promise.
 */
describe("a mail promised by a reply", () => {
  it("is stored as a job before the reply leaves (reset, sign-up, magic link)", async () => {
    const alice = await verifiedUser();
    expect((await new TestClient().post("/request-password-reset", { email: alice.email, redirectTo: "/reset-password" })).status).toBe(
      200,
    );
    expect(await mailJobsTo(alice.email)).toBeGreaterThanOrEqual(1);

    const newcomer = uniqueEmail("durable");
    const signUp = await new TestClient().post("/sign-up/email", { email: newcomer, password: "durable-password-42", name: "Dura" });
    expect(signUp.status).toBe(200);
    expect(await mailJobsTo(newcomer)).toBe(1);

    const magic = uniqueEmail("durable-magic");
    expect((await new TestClient().post("/sign-in/magic-link", { email: magic, callbackURL: "/" })).status).toBe(200);
    expect(await mailJobsTo(magic)).toBe(1);
  });

  it("fails the request, rather than claim it was sent, when its job cannot be stored", async () => {
    const alice = await verifiedUser();
    const before = await mailJobsTo(alice.email);
    const boss = await startedBoss();
    vi.spyOn(boss, "send").mockRejectedValueOnce(new Error("the queue's table is unreachable"));
    const res = await new TestClient().post("/request-password-reset", { email: alice.email, redirectTo: "/reset-password" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await mailJobsTo(alice.email)).toBe(before);
  });
});
