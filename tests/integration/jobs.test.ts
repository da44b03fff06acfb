import { vi } from "vitest";

// No retries in this file: a failing job is dead at its first failure.
vi.hoisted(() => {
  process.env.JOB_RETRY_LIMIT = "0";
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { outboxMail } from "@/db/schema";
import { sendMail } from "@/lib/email/delivery";
import type { Mail } from "@/lib/email/mail";
import { startedBoss } from "@/lib/jobs/boss";
import { enqueue, workersRunning } from "@/lib/jobs/enqueue";
import { startJobs } from "@/lib/jobs/start";
import { deadJobs, jobsIdle, queueStatus } from "@/lib/jobs/status";

beforeAll(() => ensureMigrated());
afterAll(() => {
  delete process.env.JOB_RETRY_LIMIT;
});

const mail = (to: string): Mail => ({
  to,
  subject: "Hello",
  text: "Open https://x.example/?token=secret-token",
  html: "<p>Hi</p>",
  link: "https://x.example/?token=secret-token",
});

// First in this file: nothing has started this process's workers yet.
describe("the server's start (JOBS_MODE=worker)", () => {
  it("does not wait for the workers; a mail queued while they start is delivered once they run", async () => {
    expect(workersRunning()).toBe(false);
    startJobs();
    expect(workersRunning()).toBe(false);
    const to = `while-starting-${randomUUID()}@example.com`;
    const id = await enqueue("mail", { mail: mail(to) });
    await vi.waitFor(() => expect(workersRunning()).toBe(true), { timeout: 10_000 });
    await jobsIdle(["mail"]);
    const rows = await db.select().from(outboxMail).where(eq(outboxMail.to, to));
    expect(rows.map((r) => r.id)).toEqual([id]);
  });
});

describe("the mail job", () => {
  it("stores one outbox mail per job, however often the job runs", async () => {
    const jobId = randomUUID();
    const to = `once-${jobId}@example.com`;
    await sendMail(jobId, mail(to));
    await sendMail(jobId, mail(to));
    const rows = await db.select().from(outboxMail).where(eq(outboxMail.to, to));
    expect(rows.map((r) => r.id)).toEqual([jobId]);
  });

  it("a queued mail is delivered by this process's worker and leaves the queue empty", async () => {
    const to = `queued-${randomUUID()}@example.com`;
    const id = await enqueue("mail", { mail: mail(to) });
    await jobsIdle(["mail"]);
    const rows = await db.select().from(outboxMail).where(eq(outboxMail.to, to));
    expect(rows.map((r) => r.id)).toEqual([id]);
    const status = (await queueStatus()).find((s) => s.queue === "mail")!;
    expect(status).toMatchObject({ queued: 0, active: 0, failed: 0 });
  });
});

describe("a backlog", () => {
  it("more mails than one batch are all delivered, once each", async () => {
    const to = Array.from({ length: 17 }, (_, i) => `backlog-${i}-${randomUUID()}@example.com`);
    const ids = await Promise.all(to.map((address) => enqueue("mail", { mail: mail(address) })));
    await jobsIdle(["mail"]);
    const rows = await Promise.all(to.map((address) => db.select().from(outboxMail).where(eq(outboxMail.to, address))));
    expect(rows.map((r) => r.map((m) => m.id))).toEqual(ids.map((id) => [id]));
  });
});

describe("operators' view", () => {
  it("a job out of retries is counted dead and listed with its error, never its payload", async () => {
    // The logger's JSON lines (lib/log/), kept out of the test's output.
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    // An outbox mail without a recipient breaks the table's NOT NULL: the attempt fails.
    const id = await enqueue("mail", { mail: { ...mail("x@example.com"), to: null as unknown as string } });
    for (let i = 0; i < 100 && !(await deadJobs()).some((j) => j.id === id); i++) await new Promise((r) => setTimeout(r, 50));
    const dead = (await deadJobs()).find((j) => j.id === id);
    expect(dead).toMatchObject({ queue: "mail", attempts: 1 });
    expect(dead!.error).toMatch(/null/i);
    expect(JSON.stringify(dead)).not.toContain("secret-token");
    expect((await queueStatus()).find((s) => s.queue === "mail")!.dead).toBeGreaterThanOrEqual(1);
    const logged = written.mock.calls.map((c) => String(c[0])).find((line) => line.includes(id));
    written.mockRestore();
    expect(JSON.parse(logged!)).toMatchObject({ level: "error", jobId: id, queue: "mail", dead: true });
    expect(logged).toMatch(/attempt 1 failed, no retries left: dead/);
    expect(logged).not.toContain("secret-token");
  });

  it("a failure is recorded with its own error, and soon, when the database was away at the first try to record it", async () => {
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const boss = await startedBoss();
    const fail = vi.spyOn(boss, "fail").mockRejectedValueOnce(new Error("Connection terminated unexpectedly"));
    const id = await enqueue("mail", { mail: { ...mail("y@example.com"), to: null as unknown as string } });
    for (let i = 0; i < 100 && !(await deadJobs()).some((j) => j.id === id); i++) await new Promise((r) => setTimeout(r, 50));
    const dead = (await deadJobs()).find((j) => j.id === id);
    expect(dead?.error).toMatch(/null/i);
    expect(fail.mock.calls.filter(([, jobIds]) => [jobIds].flat().includes(id)).length).toBe(2);
    fail.mockRestore();
    written.mockRestore();
  });
});
