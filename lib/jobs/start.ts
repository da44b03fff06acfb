import "server-only";
import { enqueuesSettled, ensureWorkers } from "./enqueue";
import { stopBoss } from "./boss";
import { env } from "@/lib/env";

/**
 * The server's start: with JOBS_MODE=worker this instance's workers begin taking jobs (every instance runs them;
 * each job goes to one); with JOBS_MODE=request nothing polls (requests and the drain endpoint run the jobs), and
 * the queue starts on first use. On SIGTERM jobs being stored are let finish and the workers stop after the jobs in
 * hand.
 */
export async function startJobs(): Promise<void> {
  if (env.JOBS_MODE === "worker") await ensureWorkers();
  process.once("SIGTERM", () => {
    void enqueuesSettled()
      .then(stopBoss)
      .catch(() => undefined);
  });
}
