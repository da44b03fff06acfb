import { vi } from "vitest";

// A serverless deployment: nothing polls, requests run their jobs after their reply, a cron drains the rest.
const CRON_SECRET = vi.hoisted(() => {
  process.env.JOBS_MODE = "request";
  process.env.JOB_RETRY_LIMIT = "1";
  const secret = "drain-test-cron-secret-0123456789";
  process.env.CRON_SECRET = secret;
  return secret;
});

/**
 * after() as Next.js gives it, except while a test captures it: then its tasks are kept, to be run as Next.js
 * would once the reply has been sent. Outside a request the real one throws, as it does under `next start`.
 */
const afterTasks = vi.hoisted(() => ({ capturing: false, tasks: [] as (() => Promise<unknown>)[] }));
vi.mock("next/server", async (importOriginal) => {
  const real = await importOriginal<typeof import("next/server")>();
  return {
    ...real,
    after: (task: () => Promise<unknown>) => (afterTasks.capturing ? void afterTasks.tasks.push(task) : real.after(task)),
  };
});

import { sql } from "drizzle-orm";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as drainGET, POST as drainPOST } from "@/app/api/jobs/drain/route";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { outboxMail } from "@/db/schema";
import type { Mail } from "@/lib/email/mail";
import { env } from "@/lib/env";
import { JOB_SCHEMA, startedBoss } from "@/lib/jobs/boss";
import { enqueue, enqueuesSettled, workersRunning } from "@/lib/jobs/enqueue";
import { JOB_NAMES } from "@/lib/jobs/kinds";
import { localWorkers } from "@/lib/jobs/local-workers";
import { startJobs } from "@/lib/jobs/start";
import { TestClient, uniqueEmail } from "../support/client";

beforeAll(() => ensureMigrated());
afterEach(() => {
  afterTasks.capturing = false;
  afterTasks.tasks.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => {
  for (const name of ["JOBS_MODE", "JOB_RETRY_LIMIT", "CRON_SECRET"]) delete process.env[name];
});

const mail = (to: string): Mail => ({ to, subject: "Hello", text: "Hi", html: "<p>Hi</p>" });

async function jobState(id: string): Promise<string | undefined> {
  const rows = await db.execute<{ state: string }>(sql`select state from ${sql.identifier(JOB_SCHEMA)}.job where id = ${id}`);
  return rows.rows[0]?.state;
}

async function delivered(to: string): Promise<string[]> {
  return (await db.select().from(outboxMail).where(eq(outboxMail.to, to))).map((row) => row.id);
}

const drainRequest = (authorization?: string, method = "POST") =>
  new Request("http://localhost:3000/api/jobs/drain", { method, headers: authorization ? { authorization } : {} });

describe("JOBS_MODE=request", () => {
  it("never polls: a job queued outside a request stays queued, with no worker in this process", async () => {
    startJobs();
    const to = uniqueEmail("request-mode-idle");
    const id = await enqueue("mail", { mail: mail(to) });
    // A worker polls every second and is told of a new job at once: three seconds would have seen it done.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await jobState(id)).toBe("created");
    expect(await delivered(to)).toEqual([]);
    expect(workersRunning()).toBe(false);
    expect(localWorkers.size).toBe(0);
  });

  it("a request delivers the mail it queued once its reply has left (after()), and not before", async () => {
    afterTasks.capturing = true;
    const email = uniqueEmail("request-mode-after");
    const res = await new TestClient().post("/sign-up/email", { email, password: "after-password-42", name: "After" });
    expect(res.status).toBe(200);
    await enqueuesSettled();
    expect(afterTasks.tasks.length).toBeGreaterThanOrEqual(1);
    expect(await delivered(email)).toEqual([]);
    // What Next.js does once the reply is sent.
    for (const task of afterTasks.tasks) await task();
    const ids = await delivered(email);
    expect(ids).toHaveLength(1);
    expect(await jobState(ids[0])).toBe("completed");
  });
});

describe("the drain endpoint", () => {
  it("refuses a request without the token, with a wrong one, or with another scheme (401), touching nothing", async () => {
    const to = uniqueEmail("drain-refused");
    const id = await enqueue("mail", { mail: mail(to) });
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${CRON_SECRET}x`, `Basic ${CRON_SECRET}`, CRON_SECRET]) {
      const res = await drainPOST(drainRequest(authorization));
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
    }
    expect(await jobState(id)).toBe("created");
  });

  it("does not exist without CRON_SECRET (404)", async () => {
    const secret = env.CRON_SECRET;
    env.CRON_SECRET = undefined;
    try {
      expect((await drainPOST(drainRequest(`Bearer ${CRON_SECRET}`))).status).toBe(404);
      expect((await drainPOST(drainRequest())).status).toBe(404);
    } finally {
      env.CRON_SECRET = secret;
    }
  });

  it("with the token, delivers the due mail jobs and answers what it did (POST, and GET as Vercel's cron sends)", async () => {
    const first = uniqueEmail("drain-post");
    const firstId = await enqueue("mail", { mail: mail(first) });
    const res = await drainPOST(drainRequest(`Bearer ${CRON_SECRET}`));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      ok: boolean;
      completed: number;
      maintenance: boolean;
      more: boolean;
      queues: Record<string, unknown>;
    };
    expect(body).toMatchObject({ ok: true, maintenance: true, more: false });
    expect(body.completed).toBeGreaterThanOrEqual(1);
    // Every queue the app has is drained, each answered for by name.
    expect(Object.keys(body.queues).sort()).toEqual([...JOB_NAMES].sort());
    expect(JOB_NAMES).toEqual(expect.arrayContaining(["mail", "polar-customer", "polar-usage"]));
    expect(await delivered(first)).toEqual([firstId]);

    const second = uniqueEmail("drain-get");
    const secondId = await enqueue("mail", { mail: mail(second) });
    expect((await drainGET(drainRequest(`bearer ${CRON_SECRET}`, "GET"))).status).toBe(200);
    expect(await delivered(second)).toEqual([secondId]);
  });

  it("runs a retry once it is due, and a job out of retries ends dead", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // An outbox mail without a recipient breaks the table's NOT NULL: every attempt fails.
    const id = await enqueue("mail", { mail: { ...mail("x@example.com"), to: null as unknown as string } });
    const drain = async () => (await (await drainPOST(drainRequest(`Bearer ${CRON_SECRET}`))).json()) as { failed: number };
    expect((await drain()).failed).toBe(1);
    expect(await jobState(id)).toBe("retry");
    // Not yet due: the drain leaves it.
    expect((await drain()).failed).toBe(0);
    await db.execute(sql`update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now() where id = ${id}`);
    expect((await drain()).failed).toBe(1);
    expect(await jobState(id)).toBe("failed");
  });

  it("answers 503, not 500, when the queue's database fails it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const boss = await startedBoss();
    vi.spyOn(boss, "maintain").mockRejectedValueOnce(new Error("connect ECONNREFUSED"));
    const { closeDb, configureDatabase, databaseSettings } = await import("@/db/client");
    const settings = databaseSettings();
    // The outage check pings the app's database: pointed at a closed port, it finds it away.
    await closeDb();
    configureDatabase({ ...settings, url: "postgres://postgres@127.0.0.1:1/none" });
    try {
      expect((await drainPOST(drainRequest(`Bearer ${CRON_SECRET}`))).status).toBe(503);
    } finally {
      await closeDb();
      configureDatabase(settings);
    }
  });
});
