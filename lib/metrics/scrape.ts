import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { polarWebhookEvent } from "@/db/schema";
import { env } from "@/lib/env";
import { JOB_NAMES } from "@/lib/jobs/kinds";
import { log } from "@/lib/log/logger";
import { metrics } from "./registry";

type QueueRow = { name: string; queued: number | string; active: number | string; oldest: number | string | null };

/**
 * The gauges read from the database when Prometheus scrapes: each queue's waiting and active jobs and its oldest
 * waiting job's age (pg-boss's job table, in JOB_SCHEMA), and the Polar events stored but not applied. One
 * query each; a failure (the database away, the queue's tables not made yet) is counted and logged, and the
 * gauges keep their last values.
 */
export async function readDatabaseGauges(): Promise<void> {
  await Promise.all([readQueues(), readWebhooks()]).catch((error: unknown) => {
    metrics.scrapeErrors.inc();
    log.warn({ err: error }, "metrics: database readings failed");
  });
}

async function readQueues(): Promise<void> {
  const result = await db.execute<QueueRow>(sql`
    select name,
           count(*) filter (where state in ('created', 'retry')) as queued,
           count(*) filter (where state = 'active') as active,
           extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry'))) as oldest
      from ${sql.identifier(env.JOB_SCHEMA)}.job
     where state in ('created', 'retry', 'active')
     group by name`);
  const byName = new Map(result.rows.map((row) => [row.name, row]));
  for (const queue of JOB_NAMES) {
    const row = byName.get(queue);
    metrics.queueDepth.set({ queue }, Number(row?.queued ?? 0));
    metrics.queueActive.set({ queue }, Number(row?.active ?? 0));
    metrics.queueOldest.set({ queue }, Math.max(0, Number(row?.oldest ?? 0)));
  }
}

async function readWebhooks(): Promise<void> {
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      oldest: sql<string | null>`extract(epoch from now() - min(${polarWebhookEvent.receivedAt}))`,
    })
    .from(polarWebhookEvent)
    .where(sql`${polarWebhookEvent.processedAt} is null`);
  metrics.webhooksUnprocessed.set(Number(row?.count ?? 0));
  metrics.webhooksOldestUnprocessed.set(Math.max(0, Number(row?.oldest ?? 0)));
}
