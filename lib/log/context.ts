import { scopeSlot } from "@/lib/async-scope";

/** What every log line written on behalf of one request or one job names. */
export type LogContext = { requestId?: string; route?: string; jobId?: string; queue?: string };

const storage = scopeSlot<LogContext>("log-context");

/** Runs `work` with `context` named on every line it logs (and on the jobs it queues: lib/jobs/enqueue.ts). */
export function runWithLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request or job this code runs for, if any. */
export function logContext(): LogContext | undefined {
  return storage.get();
}

/** The id of the request this code runs for (a job carries the id of the request that queued it). */
export function currentRequestId(): string | undefined {
  return storage.get()?.requestId;
}
