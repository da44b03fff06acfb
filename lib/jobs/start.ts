import "server-only";
import { enqueuesSettled, ensureWorkers } from "./enqueue";
import { stopBoss } from "./boss";

/**
 * The server's start: this instance's workers begin taking jobs (every instance runs them; each job goes to one).
 * On SIGTERM jobs being stored are let finish and the workers stop after the jobs in hand.
 */
export async function startJobs(): Promise<void> {
  await ensureWorkers();
  process.once("SIGTERM", () => {
    void enqueuesSettled()
      .then(stopBoss)
      .catch(() => undefined);
  });
}
