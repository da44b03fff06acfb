import "server-only";
import { randomUUID } from "node:crypto";
import { queueAfterTransactionHook } from "@better-auth/core/context";
import { env } from "@/lib/env";
import { currentRequestId } from "@/lib/log/context";
import { log } from "@/lib/log/logger";
import { deliverAfterResponse } from "./after-response";
import { startedBoss } from "./boss";
import { enqueue, ensureWorkers } from "./enqueue";
import type { JobData, JobName, JobPayloads } from "./kinds";
import { localWorkers } from "./local-workers";
import { currentTransaction, pgBossExecutor, type SqlExecutor } from "./transaction";

/**
 * The transactional enqueue: a job written by the same transaction as the change that causes it exists if and
 * only if that change commits, so nothing is lost in the instant between a commit and a reply (a process killed
 * there), and nothing is sent for a change rolled back.
 *
 * - `enqueueInTransaction(tx, name, data)`: the caller holds the transaction (`db.transaction(async (tx) => …)`,
 *   e.g. an outbound webhook's event written with the change it reports). The row is one INSERT on `tx`'s
 *   connection, through pg-boss's `db` seam (./transaction.ts turns its numbered parameters into drizzle's).
 * - `enqueueWithChange(name, data)`: for code that better-auth calls inside its own transaction (a reset's mail in
 *   a request that lib/auth/http/route.ts runs in one transaction): written through that transaction when one is
 *   open (lib/auth/internals/adapter-transactions.ts puts it in sight), or stored at once when none is (an
 *   after-commit hook, a script).
 *
 * Either resolves once the row is written (not yet committed). Who runs the job is told after the commit: with
 * JOBS_MODE=worker this process's worker is nudged once better-auth's transaction commits (a transaction of the
 * caller's own is not known here: its job is found by the next poll, within a second); with JOBS_MODE=request the
 * invocation delivers it after its reply (./after-response.ts), which leaves after the commit. The queue must be
 * able to start outside the transaction: on PGlite (one connection) start it first (`startedBoss()`).
 */
export async function enqueueInTransaction<N extends JobName>(tx: SqlExecutor, name: N, data: JobPayloads[N]): Promise<string> {
  const id = randomUUID();
  const boss = await startedBoss();
  const requestId = currentRequestId();
  const payload: JobData<N> = requestId ? { ...data, requestId } : data;
  if (!(await boss.send(name, payload, { id, db: pgBossExecutor(tx) }))) throw new Error(`the ${name} queue refused a job`);
  // Registered now, while the request is surely open; after() runs once the reply has left, after the commit.
  if (env.JOBS_MODE === "request") deliverAfterResponse(name, Promise.resolve());
  else await queueAfterTransactionHook(async () => nudgeWorker(name));
  return id;
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

export function enqueueWithChange<N extends JobName>(name: N, data: JobPayloads[N]): Promise<string> {
  const tx = currentTransaction();
  return tx ? enqueueInTransaction(tx, name, data) : enqueue(name, data);
}
