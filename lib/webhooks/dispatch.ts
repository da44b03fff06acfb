import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, exists, isNull, lt, lte, min, or, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookAttempt, webhookDelivery, webhookEndpoint, webhookEvent } from "@/db/schema";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { checkAddress } from "./address";
import { now } from "./clock";
import { disableFailingEndpoint } from "./disable";
import { eventBody } from "./events";
import { DISABLE_AFTER_MS, nextAttemptAt } from "./schedule";
import { sealLegacySecretsOnce } from "./seal-legacy";
import { send, type SendResult } from "./send";
import { signatureHeaders, signingSecrets } from "./signing";
import { SWEEP_INTERVAL_MS, sweepAt } from "./sweep-schedule";

/** Attempts in flight at once per endpoint: a receiver is not flooded, and a slow one holds only its own. */
const PER_ENDPOINT_CONCURRENCY = 4;
/** How long a dispatcher holds an endpoint before another may take it over (it renews while it works). */
const LEASE_MS = 2 * 60_000;
/**
 * How long a sweep waits for its endpoints before handing its worker back: a queue worker runs a batch of jobs
 * and fetches the next batch only once all are done, so a sweep that waited on a hanging receiver would hold
 * every other delivery behind it. The endpoints' work goes on past this (leased, tracked); a serverless
 * invocation (JOBS_MODE=request) has no later to go on in, so it waits within its budget.
 */
const HOLD_MS = env.JOBS_MODE === "request" ? 25_000 : 1_000;

type Endpoint = typeof webhookEndpoint.$inferSelect;

const endpointsLoops = ((globalThis as Record<string, unknown>).__webhookLoops ??= new Set()) as Set<Promise<void>>;
/** Set while this process drains its endpoint loops (stopDispatching): they take no further batch. */
const dispatching = ((globalThis as Record<string, unknown>).__webhookDispatching ??= { stopping: false }) as { stopping: boolean };

/**
 * The "webhooks" job: schedules the next sweep, takes every endpoint with deliveries due (one dispatcher per
 * endpoint, by lease) and sends them, each endpoint on its own.
 */
export async function runWebhookSweep(): Promise<void> {
  if (dispatching.stopping) return;
  await sealLegacySecretsOnce();
  const at = now();
  await scheduleNext(at);
  const due = await db
    .update(webhookEndpoint)
    .set({ leaseUntil: new Date(at.getTime() + LEASE_MS) })
    .where(
      and(
        eq(webhookEndpoint.enabled, true),
        or(isNull(webhookEndpoint.leaseUntil), lt(webhookEndpoint.leaseUntil, at)),
        exists(
          db
            .select({ one: sql`1` })
            .from(webhookDelivery)
            .where(
              and(
                eq(webhookDelivery.endpointId, webhookEndpoint.id),
                eq(webhookDelivery.status, "pending"),
                lte(webhookDelivery.nextAttemptAt, at),
              ),
            ),
        ),
      ),
    )
    .returning();
  if (due.length === 0) return;
  const loops = due.map((endpoint) => {
    const loop = dispatchEndpoint(endpoint).catch((error: unknown) =>
      log.error({ err: error, endpointId: endpoint.id }, "webhooks: dispatch failed"),
    );
    endpointsLoops.add(loop);
    void loop.finally(() => endpointsLoops.delete(loop));
    return loop;
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(loops), new Promise((resolve) => (timer = setTimeout(resolve, HOLD_MS)))]);
  clearTimeout(timer);
}

/** Resolves once every endpoint dispatch this process started has ended (tests, shutdown). */
export async function dispatchesSettled(): Promise<void> {
  while (endpointsLoops.size > 0) await Promise.allSettled([...endpointsLoops]);
}

/**
 * Ends this process's endpoint loops after the attempts in hand (each cut at ATTEMPT_TIMEOUT_MS), each letting its
 * endpoint's lease go: a process that stops (a deploy's old instance, a test file's process) would otherwise leave
 * its endpoints leased for LEASE_MS, and another instance would take them only then. Called once the queue's
 * workers have stopped (no sweep starts meanwhile); the process may dispatch again afterwards.
 */
export async function stopDispatching(): Promise<void> {
  dispatching.stopping = true;
  try {
    await dispatchesSettled();
  } finally {
    dispatching.stopping = false;
  }
}

/**
 * The next sweep: when the earliest pending delivery falls due, at most SWEEP_INTERVAL_MS from now while any
 * endpoint is enabled (which picks up a wake-up lost to a crash, or a lease left by a dead process).
 */
async function scheduleNext(at: Date): Promise<void> {
  const [{ next }] = await db
    .select({ next: min(webhookDelivery.nextAttemptAt) })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.status, "pending"), sql`${webhookDelivery.nextAttemptAt} > ${at.toISOString()}::timestamptz`));
  const [{ enabled }] = await db
    .select({ enabled: sql<number>`count(*)::int` })
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.enabled, true));
  if (enabled === 0) return;
  const interval = new Date(Math.ceil((at.getTime() + SWEEP_INTERVAL_MS) / SWEEP_INTERVAL_MS) * SWEEP_INTERVAL_MS);
  const nextAt = next ? new Date(next) : undefined;
  await sweepAt(nextAt && nextAt < interval ? nextAt : interval, at);
}

async function dispatchEndpoint(leased: Endpoint): Promise<void> {
  let endpoint: Endpoint | undefined = leased;
  try {
    while (endpoint?.enabled && !dispatching.stopping) {
      const at = now();
      const batch = await db
        .select({ delivery: webhookDelivery, event: webhookEvent })
        .from(webhookDelivery)
        .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
        .where(
          and(eq(webhookDelivery.endpointId, endpoint.id), eq(webhookDelivery.status, "pending"), lte(webhookDelivery.nextAttemptAt, at)),
        )
        .orderBy(asc(webhookDelivery.nextAttemptAt), asc(webhookDelivery.createdAt))
        .limit(PER_ENDPOINT_CONCURRENCY);
      if (batch.length === 0) break;
      const current: Endpoint = endpoint;
      await Promise.all(batch.map(({ delivery, event }) => attempt(current, delivery, event)));
      // Renewed, and read again: it may have been edited, rotated, disabled or deleted meanwhile.
      [endpoint] = await db
        .update(webhookEndpoint)
        .set({ leaseUntil: new Date(now().getTime() + LEASE_MS) })
        .where(eq(webhookEndpoint.id, endpoint.id))
        .returning();
    }
  } finally {
    await db.update(webhookEndpoint).set({ leaseUntil: null }).where(eq(webhookEndpoint.id, leased.id));
  }
  // A wake-up that came while this endpoint was leased found nothing to take: look once more now it is free.
  const [more] = await db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.endpointId, leased.id), eq(webhookDelivery.status, "pending"), lte(webhookDelivery.nextAttemptAt, now())))
    .limit(1);
  // (Not while stopping: another instance's sweep takes what is left, with no queue of this process started again.)
  if (more && endpoint?.enabled && !dispatching.stopping) await sweepAt(now(), now());
}

type Delivery = typeof webhookDelivery.$inferSelect;
type Event = typeof webhookEvent.$inferSelect;

/** One attempt of one delivery, recorded; the next one scheduled (Svix's schedule) or the delivery given up. */
async function attempt(endpoint: Endpoint, delivery: Delivery, event: Event): Promise<void> {
  const body = eventBody(event);
  const sentAt = now();
  const started = performance.now();
  const check = await checkAddress(endpoint.url);
  const secrets = check.ok ? await signingSecrets(endpoint, sentAt).catch((error: unknown) => error as Error) : [];
  const result: SendResult = !check.ok
    ? { status: null, error: `refused: ${check.code}` }
    : secrets instanceof Error
      ? { status: null, error: secrets.message }
      : // Signed at the real time (receivers check it against theirs); the schedule reads its own clock.
        await send(check.url, check.target, signatureHeaders(secrets, event.id, new Date(), body), body);
  const durationMs = Math.round(performance.now() - started);
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  const number = delivery.attempts + 1;
  const at = now();
  const next = delivered ? null : nextAttemptAt(number, at);
  // The endpoint's row first, as deleting or editing an endpoint locks it before its deliveries: the same order,
  // so an attempt recorded while its endpoint is deleted waits or finds it gone, and never deadlocks.
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoint)
      .set({ failingSince: delivered ? null : sql`coalesce(${webhookEndpoint.failingSince}, ${sentAt.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoint.id, endpoint.id))
      .returning({ failingSince: webhookEndpoint.failingSince });
    if (!row) return undefined;
    await tx.insert(webhookAttempt).values({
      id: `wha_${randomUUID().replaceAll("-", "")}`,
      deliveryId: delivery.id,
      attempt: number,
      url: endpoint.url,
      requestBody: body,
      responseStatus: result.status,
      responseBody: result.status === null ? null : result.body,
      error: result.status === null ? result.error : null,
      durationMs,
      createdAt: sentAt,
    });
    await tx
      .update(webhookDelivery)
      .set({
        attempts: number,
        lastStatus: result.status,
        status: delivered ? "delivered" : next ? "pending" : "failed",
        nextAttemptAt: next,
        deliveredAt: delivered ? at : null,
      })
      .where(eq(webhookDelivery.id, delivery.id));
    return { failingSince: row.failingSince };
  });
  // The endpoint was deleted during the attempt: nothing left to record it on.
  if (!recorded) return;
  const failingSince = recorded.failingSince;
  log.info(
    {
      endpointId: endpoint.id,
      eventId: event.id,
      attempt: number,
      status: result.status,
      durationMs,
      outcome: delivered ? "delivered" : next ? "retry" : "failed",
    },
    "webhook attempt",
  );
  if (failingSince && at.getTime() - new Date(failingSince).getTime() >= DISABLE_AFTER_MS) await disableFailingEndpoint(endpoint.id);
}
