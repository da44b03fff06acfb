import "server-only";
import { env } from "@/lib/env";
import { enqueuesSettled, ensureWorkers } from "./enqueue";
import { stopBoss } from "./boss";

/**
 * A production server without SMTP_URL would keep every mail, links included, in a table nobody reads: it starts
 * only when MAIL_OUTBOX=accept says that is meant.
 */
export function mailTransportProblem(): string | null {
  if (env.NODE_ENV !== "production" || env.SMTP_URL || env.MAIL_OUTBOX === "accept") return null;
  return "Invalid configuration:\n  SMTP_URL: required in production (or set MAIL_OUTBOX=accept to keep mail in the outbox table)";
}

/**
 * The server's start: this instance's workers begin taking jobs (every instance runs them; each job goes to one).
 * On SIGTERM jobs being stored are let finish and the workers stop after the jobs in hand.
 */
export async function startJobs(): Promise<void> {
  const problem = mailTransportProblem();
  if (problem) throw new Error(problem);
  await ensureWorkers();
  process.once("SIGTERM", () => {
    void enqueuesSettled()
      .then(stopBoss)
      .catch(() => undefined);
  });
}
