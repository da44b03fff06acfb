import "server-only";
import { startedBoss } from "@/lib/jobs/boss";

/**
 * The sweeps the sender schedules for itself (./dispatch.ts): when the next retry falls due, and at least every
 * SWEEP_INTERVAL_MS while endpoints exist. Only the queue itself is used here (no enqueue helper): a job's handler
 * must not load the code that enqueues, which loads the handlers (scripts/check-imports.mjs).
 */
export const WEBHOOK_QUEUE = "webhooks";
/** A sweep is always scheduled this far ahead at most while endpoints exist: a lost wake-up costs this much delay. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * pg-boss keeps one job per (time slot, key) until it is archived; a slot of its archive interval (12 h) makes the
 * key ("a sweep at this second") nearly alone in saying "already scheduled" (two sweeps for one second across a
 * slot's edge cost nothing but a look).
 */
const SLOT_SECONDS = 43_200;

/** A sweep at `at` (its delay counted on the schedule's clock from `now`), once however many ask for it. */
export async function sweepAt(at: Date, now: Date): Promise<void> {
  const seconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
  const key = `at:${Math.ceil(at.getTime() / 1000)}`;
  const boss = await startedBoss();
  await boss.send(WEBHOOK_QUEUE, {}, { startAfter: seconds, singletonKey: key, singletonSeconds: SLOT_SECONDS });
}
