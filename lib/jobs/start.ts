import "server-only";
import { ensureWorkers } from "./enqueue";
import { env } from "@/lib/env";

/**
 * The server's start: with JOBS_MODE=worker this instance's workers begin taking jobs (every instance runs them;
 * each job goes to one); with JOBS_MODE=request nothing polls (requests and the drain endpoint run the jobs), and
 * the queue starts on first use. A stop signal lets jobs being stored finish and stops the workers after the jobs in
 * hand (lib/shutdown.ts).
 */
export async function startJobs(): Promise<void> {
  if (env.JOBS_MODE === "worker") await ensureWorkers();
}
