import "server-only";
import { startedBoss } from "./boss";
import { BATCH_SIZE, handleJob } from "./handle";
import { JOB_NAMES, type JobName, type JobPayloads } from "./kinds";

export type DrainReport = {
  /** Per queue, the jobs run now: done, and failed (retried later or dead, as pg-boss decides). */
  queues: Record<string, { completed: number; failed: number }>;
  completed: number;
  failed: number;
  /** Whether pg-boss's maintenance ran: abandoned jobs handed back for a retry, old jobs archived and dropped. */
  maintenance: boolean;
  /** The time budget ran out with jobs perhaps still due: the next call goes on. */
  more: boolean;
  ms: number;
};

type DrainOptions = { queues?: readonly JobName[]; budgetMs: number; maintenance?: boolean };

/**
 * Runs the jobs due now (new ones, and retries whose time has come) in this invocation, without a worker: what
 * JOBS_MODE=request has instead of polling, for a request after its reply (./after-response.ts) and for the drain
 * endpoint. pg-boss hands each job out once (its fetch locks and marks it active), so drains and workers on other
 * instances at the same moment never run a job twice; a drain cut short leaves its jobs active until they expire
 * and are retried. No new batch is fetched once `budgetMs` is spent: a serverless invocation has a time limit.
 */
export async function drainJobs({ queues = JOB_NAMES, budgetMs, maintenance = false }: DrainOptions): Promise<DrainReport> {
  const started = Date.now();
  const until = started + budgetMs;
  const boss = await startedBoss();
  // First, so a job whose earlier invocation was frozen or killed mid-attempt is due again for this drain.
  if (maintenance) await boss.maintain();
  const report: DrainReport = { queues: {}, completed: 0, failed: 0, maintenance, more: false, ms: 0 };
  for (const name of queues) {
    const counts = (report.queues[name] = { completed: 0, failed: 0 });
    for (;;) {
      if (Date.now() >= until) {
        report.more = true;
        break;
      }
      const jobs = await boss.fetch<JobPayloads[typeof name]>(name, { batchSize: BATCH_SIZE, includeMetadata: true });
      if (jobs.length === 0) break;
      await Promise.all(
        jobs.map(async (job) => {
          if (!(await handleJob(boss, name, job))) return void counts.failed++;
          await boss.complete(name, job.id);
          counts.completed++;
        }),
      );
    }
    report.completed += counts.completed;
    report.failed += counts.failed;
  }
  report.ms = Date.now() - started;
  return report;
}
