import "server-only";
import type PgBoss from "pg-boss";
import { startedBoss } from "./boss";
import { BATCH_SIZE, handleJob } from "./handle";
import { JOB_NAMES, type JobName, type JobPayloads } from "./kinds";
import { localWorkers } from "./local-workers";

/** How often an idle worker asks for jobs (another instance's jobs, and retries that came due). */
const POLL_SECONDS = 1;

async function work<N extends JobName>(boss: PgBoss, name: N): Promise<void> {
  const id = await boss.work<JobPayloads[N]>(
    name,
    { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
    async (jobs) => {
      // Each failed alone; the batch's other jobs complete when this handler returns.
      await Promise.all(jobs.map((job) => handleJob(boss, name, job)));
      // A full batch means more may be waiting: fetch again at once rather than after the polling interval.
      const self = localWorkers.get(name);
      if (jobs.length === BATCH_SIZE && self) boss.notifyWorker(self);
    },
  );
  localWorkers.set(name, id);
}

/**
 * Starts one worker per queue in this process (JOBS_MODE=worker); every instance runs them, pg-boss hands each
 * job to one.
 */
export async function startWorkers(): Promise<void> {
  const boss = await startedBoss();
  for (const name of JOB_NAMES) await work(boss, name);
}
