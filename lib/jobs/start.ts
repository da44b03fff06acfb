import "server-only";
import { ensureWorkers } from "./enqueue";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";

/**
 * The server's start: with JOBS_MODE=worker this instance's workers begin taking jobs (every instance runs them;
 * each job goes to one); with JOBS_MODE=request nothing polls (requests and the drain endpoint run the jobs), and
 * the queue starts on first use. A stop signal lets jobs being stored finish and stops the workers after the jobs in
 * hand (lib/shutdown.ts).
 *
 * The workers start beside the server's first requests, not before them: a job queued meanwhile waits in its
 * table until they take it, and the first signed-in answer after `next start` comes about 0.1 s sooner
 * (bench:vitals' cold start). Readiness says the queue is stopped until they run; workers that cannot start (the
 * database away) are logged, and the next job queued starts them.
 */
export function startJobs(): void {
  if (env.JOBS_MODE !== "worker") return;
  ensureWorkers().catch((error: unknown) => log.error({ err: error }, "jobs: the workers did not start; the next job queued starts them"));
}
