import "server-only";
import { after } from "next/server";
import type { JobName } from "./kinds";

/**
 * How long a request may go on fetching its queue's jobs after its reply (one attempt already begun may take
 * longer: an SMTP or Polar timeout). Short, as a serverless host bills and bounds the invocation; what is left is
 * the drain endpoint's.
 */
const AFTER_RESPONSE_BUDGET_MS = 10_000;

/**
 * JOBS_MODE=request: the job being stored is delivered by this same invocation once its reply has been sent
 * (Next.js after(), which keeps a serverless function alive for it), instead of by a worker that a frozen
 * process would not run. The queue stays the record: a delivery that fails, or never runs, leaves the job to
 * its retry and to the drain endpoint. Registered when the enqueue begins, while the request is surely open,
 * and run once the job is stored.
 */
export function deliverAfterResponse(name: JobName, stored: Promise<unknown>): void {
  try {
    after(async () => {
      if (
        !(await stored.then(
          () => true,
          () => false,
        ))
      )
        return;
      const { drainJobs } = await import("./drain");
      await drainJobs({ queues: [name], budgetMs: AFTER_RESPONSE_BUDGET_MS });
    });
  } catch {
    // Outside a request (a script, a test calling a function directly) after() does not exist: the job waits
    // for the drain endpoint, as it would had this invocation been frozen.
  }
}
