import "server-only";
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

/** Queues the next periodic check of a pending domain (none once it is verified or its time is up). */
export async function scheduleDomainCheck(domainId: string, createdAt: Date, now = new Date()): Promise<void> {
  const at = nextCheckAt(createdAt, now);
  if (!at) return;
  // Loaded here: the job handlers (lib/jobs/handle.ts) load this module, and must not load the queue's enqueue path.
  const { enqueueAt } = await import("@/lib/jobs/enqueue");
  await enqueueAt("sso-domain-check", { domainId }, at);
}

/** The queue's handler: one lookup, then the next one queued while the domain stays pending. */
export async function runScheduledDomainCheck(domainId: string): Promise<void> {
  const row = await checkDomain(domainId);
  if (row?.status === "pending") await scheduleDomainCheck(row.id, row.createdAt);
}
