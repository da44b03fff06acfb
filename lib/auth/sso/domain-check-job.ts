import "server-only";
import { startedBoss } from "@/lib/jobs/boss";
import { checkDomain, PENDING_FOR_MS } from "./domains";

/** When a pending domain is looked up again, after it was claimed: soon at first, then every few hours. */
const STEPS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const THEN_EVERY_MS = 6 * 3600_000;

export function nextCheckAt(createdAt: Date, now: Date): Date | null {
  const age = now.getTime() - createdAt.getTime();
  if (age >= PENDING_FOR_MS) return null;
  const step = STEPS_MS.find((ms) => ms > age);
  const due = step !== undefined ? createdAt.getTime() + step : now.getTime() + THEN_EVERY_MS;
  return new Date(Math.min(due, createdAt.getTime() + PENDING_FOR_MS));
}

/**
 * Queues the next periodic check of a pending domain (none once its time is up), due at a later time: the queue's
 * workers take it when it is due (or the drain endpoint's cron, with JOBS_MODE=request). Stored through pg-boss
 * directly: the job handlers load this module, and must not load the enqueue path that loads them.
 */
export async function scheduleDomainCheck(domainId: string, createdAt: Date, now = new Date()): Promise<void> {
  const at = nextCheckAt(createdAt, now);
  if (!at) return;
  const boss = await startedBoss();
  await boss.send("sso-domain-check", { domainId }, { startAfter: at });
}

/** The queue's handler: one lookup, then the next one queued while the domain stays pending. */
export async function runScheduledDomainCheck(domainId: string): Promise<void> {
  const row = await checkDomain(domainId);
  if (row?.status === "pending") await scheduleDomainCheck(row.id, row.createdAt);
}
