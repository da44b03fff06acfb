import "server-only";
import pRetry from "p-retry";
import type PgBoss from "pg-boss";
import { runCustomerJob } from "@/lib/billing/customer-sync";
import { reportUsage } from "@/lib/billing/usage-report";
import { sendMail } from "@/lib/email/delivery";
import { POOL_MAX } from "@/db/client";
import { startedBoss } from "./boss";
import { JOB_NAMES, QUEUE_SETTINGS, type JobName, type JobPayloads } from "./kinds";
import { localWorkers } from "./local-workers";
import { STORE_RETRY } from "./store-retry";

type Handler<N extends JobName> = (data: JobPayloads[N], jobId: string) => Promise<void>;

/** What each queue does with a job: handlers that never enqueue, as enqueueing is what loads this module. */
const HANDLERS: { [N in JobName]: Handler<N> } = {
  mail: (data, jobId) => sendMail(jobId, data.mail),
  "polar-customer": (data) => runCustomerJob(data),
  "polar-usage": (data, jobId) => reportUsage(data, jobId),
};

/**
 * Jobs fetched per poll, each handled on its own (one failure does not fail its neighbours). Handlers read and
 * write through the app's pool, so a worker holds at most half of it: requests keep connections under a backlog.
 */
const BATCH_SIZE = Math.max(1, Math.floor(POOL_MAX / 2));
/** How often an idle worker asks for jobs (another instance's jobs, and retries that came due). */
const POLL_SECONDS = 1;

/**
 * A failure as logged and stored with the job: the underlying error's first line. A failed query's own message
 * goes on to list its parameters, and a mail's parameters hold its link.
 */
function message(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).split("\n")[0];
}

async function work<N extends JobName>(boss: PgBoss, name: N): Promise<void> {
  const handler = HANDLERS[name];
  const id = await boss.work<JobPayloads[N]>(
    name,
    { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await handler(job.data, job.id);
          } catch (error) {
            const attempt = job.retryCount + 1;
            const dead = job.retryCount >= job.retryLimit;
            console.error(
              `[jobs] ${name} ${job.id} attempt ${attempt} failed${dead ? ", no retries left: dead" : ", will retry"}: ${message(error)}`,
            );
            // Failed alone; the batch's other jobs complete when this handler returns. The failure is recorded
            // even if the database is away right now: a job left active would wait out its whole expiry before
            // its retry, which for a mail means minutes.
            await pRetry(() => boss.fail(name, job.id, { message: message(error) }), {
              ...STORE_RETRY,
              maxRetryTime: (QUEUE_SETTINGS[name].expireInSeconds * 1000) / 2,
            });
          }
        }),
      );
      // A full batch means more may be waiting: fetch again at once rather than after the polling interval.
      const self = localWorkers.get(name);
      if (jobs.length === BATCH_SIZE && self) boss.notifyWorker(self);
    },
  );
  localWorkers.set(name, id);
}

/** Starts one worker per queue in this process; every instance runs them, pg-boss hands each job to one. */
export async function startWorkers(): Promise<void> {
  const boss = await startedBoss();
  for (const name of JOB_NAMES) await work(boss, name);
}
