import { afterAll, inject } from "vitest";
import { configureDatabase } from "@/db/client";

/** Settings every test file starts from; set before any app module reads them. */
process.env.BETTER_AUTH_SECRET ??= "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
process.env.BETTER_AUTH_URL ??= "http://localhost:3000";
process.env.TRUSTED_ORIGINS ??= "http://trusted.example";
// Outbound webhook receivers in tests listen on 127.0.0.1. Every test process may send another file's deliveries
// (one database, and any process's sweep takes what is due): all must be able to reach them alike.
process.env.WEBHOOK_ALLOW_PRIVATE ??= "true";
// Test files share one database but not their settings (one has billing on, another not): each file's jobs are its
// own, in a queue schema of its own, worked by its own process.
process.env.JOB_SCHEMA = `jobs_${Math.random().toString(36).slice(2, 10)}`;
if (process.env.DB_DRIVER === "postgres") {
  process.env.DATABASE_URL = inject("databaseUrl");
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

// What the server's start-up (instrumentation.ts) does from the validated settings.
configureDatabase({ url: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR ?? ".next/cache/pglite" });

// A file's queued jobs (mail, Polar) are worked by its own process: the worker stops, and the jobs in hand finish
// (and log), before the file's process closes, or a late log line fails the run as an unhandled error.
// Webhook endpoints this process was sending to (any process's sweep takes what is due, other files' endpoints
// too) are let go before it ends, or those files would wait for the leases to run out.
afterAll(async () => {
  const { stopBoss } = await import("@/lib/jobs/boss");
  await stopBoss().catch(() => undefined);
  // (Only where the dispatcher was loaded: it keeps its loops on globalThis under this name.)
  if (!(globalThis as Record<string, unknown>).__webhookLoops) return;
  const { stopDispatching } = await import("@/lib/webhooks/dispatch");
  await stopDispatching();
});
