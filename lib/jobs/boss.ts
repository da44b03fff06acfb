import "server-only";
import PgBoss from "pg-boss";
import { databaseSettings, pgliteClient } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { QUEUE_SETTINGS } from "./kinds";

/** pg-boss's tables live in a schema of their own, created (and upgraded) by pg-boss at start on either driver. */
export const JOB_SCHEMA = env.JOB_SCHEMA;

/** Connections each process gives the queue, beside the app's pool. */
const QUEUE_POOL_MAX = 3;

type Holder = { boss?: PgBoss; started?: Promise<PgBoss>; running?: boolean };

/** One queue per process, on globalThis like the database: the server's start-up code and the routes share it. */
const holder = ((globalThis as Record<string, unknown>).__appJobs ??= {}) as Holder;

/**
 * On PostgreSQL pg-boss keeps a small pool of its own. PGlite has one connection, which pg-boss reaches through
 * its `db` seam: a query with parameters is one statement; one without may be several (its migrations and
 * locked maintenance run as a BEGIN … COMMIT script).
 */
function connection(): PgBoss.ConstructorOptions {
  const { url } = databaseSettings();
  if (url) return { connectionString: url, max: QUEUE_POOL_MAX, application_name: "jobs" };
  const client = pgliteClient()!;
  return {
    db: {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
  };
}

function create(): PgBoss {
  const boss = new PgBoss({
    ...connection(),
    schema: JOB_SCHEMA,
    // Maintenance (expiring jobs whose worker died, archiving) is taken by one instance at a time under a lock,
    // on a timer that JOBS_MODE=request does without (a frozen process runs no timer): the drain endpoint does it.
    supervise: env.JOBS_MODE === "worker",
    maintenanceIntervalSeconds: 15,
    // No cron here: nothing is scheduled, so the clock checks stay off.
    schedule: false,
  });
  // A database outage makes every poll fail; pg-boss keeps polling and recovers by itself when it returns.
  boss.on("error", (error: Error) => log.error({ err: error }, "jobs: queue error"));
  return boss;
}

/**
 * Makes each queue (pg-boss stores no job for a queue it does not know) and applies the current retry settings,
 * which may have changed since the queue was made, to the jobs queued from now on.
 */
async function defineQueues(boss: PgBoss): Promise<void> {
  for (const [name, settings] of Object.entries(QUEUE_SETTINGS)) {
    const options = {
      name,
      ...settings,
      policy: "standard" as const,
      retryLimit: env.JOB_RETRY_LIMIT,
      retryDelay: env.JOB_RETRY_DELAY,
      retryBackoff: true,
    };
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
}

/** The started queue: its tables and queues exist and the app's migrations have run. */
export function startedBoss(): Promise<PgBoss> {
  return (holder.started ??= (async () => {
    await ensureMigrated();
    const boss = (holder.boss ??= create());
    await boss.start();
    await defineQueues(boss);
    holder.running = true;
    return boss;
  })().catch((error: unknown) => {
    // A start that failed (database down) is tried again by the next caller.
    holder.started = undefined;
    throw error;
  }));
}

/** Whether the queue has started in this process and not been stopped since (readiness). */
export function bossRunning(): boolean {
  return holder.running === true;
}

/** Stops polling and lets jobs in hand finish (tests and a graceful shutdown). */
export async function stopBoss(): Promise<void> {
  const boss = holder.boss;
  if (!boss || !holder.started) return;
  await holder.started.catch(() => undefined);
  holder.running = false;
  await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  holder.started = undefined;
  holder.boss = undefined;
}
