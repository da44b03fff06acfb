import "server-only";
import { randomUUID } from "node:crypto";
import { queueAfterTransactionHook } from "@better-auth/core/context";
import pRetry, { type Options as RetryOptions } from "p-retry";
import { env } from "@/lib/env";
import { currentRequestId } from "@/lib/log/context";
import { log } from "@/lib/log/logger";
import { deliverAfterResponse } from "./after-response";
import { startedBoss } from "./boss";
import type { JobData, JobName, JobPayloads } from "./kinds";
import { localWorkers } from "./local-workers";
import { STORE_RETRY } from "./store-retry";

type Holder = { started?: Promise<void>; running?: boolean; inFlight: Set<Promise<unknown>> };
const holder = ((globalThis as Record<string, unknown>).__appJobWorkers ??= { inFlight: new Set() }) as Holder;

/**
 * With JOBS_MODE=worker every process that enqueues also works: an instance started without instrumentation
 * (tests, scripts) included. The workers (and the job handlers they import) load lazily, and import nothing that
 * enqueues.
 */
export function ensureWorkers(): Promise<void> {
  return (holder.started ??= import("./workers")
    .then((m) => m.startWorkers())
    .then(() => void (holder.running = true))
    .catch((error: unknown) => {
      // Tried again by the next enqueue (the database may have been down).
      holder.started = undefined;
      throw error;
    }));
}

/** Whether this process's workers have started (readiness, with JOBS_MODE=worker). */
export function workersRunning(): boolean {
  return holder.running === true;
}

/**
 * What a job carries: its payload and the id of the request that queued it, if any, so that the job's log lines
 * name the request (lib/jobs/handle.ts). Read when the enqueue is called, while the request's context is in hand.
 */
function withRequestId<N extends JobName>(data: JobPayloads[N]): JobData<N> {
  const requestId = currentRequestId();
  return requestId ? { ...data, requestId } : data;
}

/** Stores one job. Its id is ours (a UUID made here), so a caller can follow it. */
export async function enqueue<N extends JobName>(name: N, data: JobPayloads[N]): Promise<string> {
  const id = randomUUID();
  const payload = withRequestId(data);
  await announced(name, store(name, payload, id, false));
  return id;
}

/**
 * Stores one job, trying again while the database cannot be reached: for work whose caller has already been told
 * it will happen (a reply that did not wait for its mail). Every attempt carries the same id, so an attempt whose
 * answer was lost after pg-boss stored the job does not store a second one.
 */
export async function enqueueSurely<N extends JobName>(name: N, data: JobPayloads[N], retry: RetryOptions = STORE_RETRY): Promise<string> {
  const id = randomUUID();
  const payload = withRequestId(data);
  await announced(
    name,
    pRetry((attempt) => store(name, payload, id, attempt > 1), retry),
  );
  return id;
}

/**
 * Says who will run a job being stored: with JOBS_MODE=worker this process's worker, told at once rather than at
 * its next poll; with JOBS_MODE=request (nothing polls) this invocation, after its reply.
 */
function announced(name: JobName, stored: Promise<void>): Promise<void> {
  if (env.JOBS_MODE === "request") {
    deliverAfterResponse(name, stored);
    return stored;
  }
  return stored.then(() => nudgeWorker(name));
}

function nudgeWorker(name: JobName): void {
  void ensureWorkers().then(
    async () => {
      const worker = localWorkers.get(name);
      if (worker) (await startedBoss()).notifyWorker(worker);
    },
    (error: unknown) => log.error({ err: error, queue: name }, "jobs: workers did not start"),
  );
}

async function store<N extends JobName>(name: N, data: JobData<N>, id: string, retried: boolean): Promise<void> {
  const boss = await startedBoss();
  // pg-boss answers null when it stored nothing: on a retry, because an earlier attempt had already stored this id.
  if (!(await boss.send(name, data, { id })) && !retried) throw new Error(`the ${name} queue refused a job`);
}

/**
 * Enqueues once the change that causes the job has committed: better-auth commits its own changes (a sign-up, a
 * reset request, an invitation inside an organization request's transaction), and pg-boss cannot join that
 * transaction, so the job is stored right after the commit (at once when there is no transaction), before the
 * reply leaves. A rolled-back change enqueues nothing.
 */
export function enqueueAfterCommit<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void> {
  return queueAfterTransactionHook(async () => {
    await track(enqueue(name, data));
  });
}

/** Runs an enqueue without holding the caller, and keeps it in sight until it has stored its job. */
export function track<T>(work: Promise<T>): Promise<T> {
  holder.inFlight.add(work);
  void work.catch(() => undefined).finally(() => holder.inFlight.delete(work));
  return work;
}

/** Resolves once every enqueue started in this process so far has stored its job (or failed). */
export async function enqueuesSettled(): Promise<void> {
  while (holder.inFlight.size > 0) await Promise.allSettled([...holder.inFlight]);
}
