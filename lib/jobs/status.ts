import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { JOB_SCHEMA, startedBoss } from "./boss";
import { enqueuesSettled } from "./enqueue";
import { JOB_NAMES, type JobName } from "./kinds";

/**
 * What operators look at: per queue, jobs waiting for their first attempt (queued), waiting after a failed attempt
 * (failed, will retry), being worked on (active), and out of retries (dead). Payloads are never read here: a
 * mail's payload holds its link.
 */
export type QueueStatus = { queue: JobName; queued: number; active: number; failed: number; dead: number };

const job = sql.raw(`"${JOB_SCHEMA}"."job"`);

export async function queueStatus(): Promise<QueueStatus[]> {
  await startedBoss();
  const result = await db.execute<{ name: string; state: string; count: string }>(
    sql`select name, state, count(*)::text as count from ${job} where state in ('created', 'retry', 'active', 'failed') group by name, state`,
  );
  const byQueue = new Map<string, QueueStatus>(JOB_NAMES.map((queue) => [queue, { queue, queued: 0, active: 0, failed: 0, dead: 0 }]));
  const column = { created: "queued", retry: "failed", active: "active", failed: "dead" } as const;
  for (const row of result.rows) {
    const status = byQueue.get(row.name);
    if (status) status[column[row.state as keyof typeof column]] = Number(row.count);
  }
  return [...byQueue.values()];
}

export type DeadJob = { id: string; queue: string; attempts: number; createdOn: Date; failedOn: Date; error: string | null };

/** The newest dead jobs, with the last error each met. */
export async function deadJobs(limit = 50): Promise<DeadJob[]> {
  await startedBoss();
  const result = await db.execute<{
    id: string;
    name: string;
    retry_count: number;
    created_on: Date;
    completed_on: Date;
    error: string | null;
  }>(
    sql`select id, name, retry_count, created_on, completed_on, output->>'message' as error from ${job}
        where state = 'failed' order by completed_on desc limit ${limit}`,
  );
  return result.rows.map((r) => ({
    id: r.id,
    queue: r.name,
    attempts: r.retry_count + 1,
    createdOn: new Date(r.created_on),
    failedOn: new Date(r.completed_on),
    error: r.error,
  }));
}

/** Whether one job has been done, waiting for it up to `timeoutMs` (a request that would like to show its effect). */
export async function jobDone(id: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute<{ state: string }>(sql`select state from ${job} where id = ${id}`);
    if (result.rows[0]?.state === "completed") return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Resolves once nothing of `queues` is left to do now: no job queued, active, or failed with its retry already due.
 * Jobs waiting for a later retry do not count (they are the queue doing its work).
 */
export async function jobsIdle(queues: readonly JobName[] = JOB_NAMES, timeoutMs = 15_000): Promise<void> {
  await enqueuesSettled();
  await startedBoss();
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute<{ count: string }>(
      sql`select count(*)::text as count from ${job} where name in (${sql.join(
        queues.map((q) => sql`${q}`),
        sql`, `,
      )}) and (state in ('created', 'active') or (state = 'retry' and start_after <= now()))`,
    );
    if (Number(result.rows[0]?.count ?? 0) === 0) return;
    if (Date.now() > until) throw new Error(`jobs of ${queues.join(", ")} still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
