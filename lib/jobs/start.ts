import "server-only";
import { enqueuesSettled, ensureWorkers } from "./enqueue";
import { stopBoss } from "./boss";
import { mailTransportProblem } from "@/lib/email/transport";

/** Stops the process on a setting production must not run with: Next.js would serve on after a failed start. */
export function refuseUnsafeStart(): void {
  const problem = mailTransportProblem();
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

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
