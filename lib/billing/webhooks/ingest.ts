import "server-only";
import { eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, executeCompiled, type Database, type Transaction } from "@/db/client";
import { polarWebhookEvent } from "@/db/schema";
import { effectQuery, effectStatement } from "./apply";
import { asItself, type MirrorGate, type Take } from "./statement";
import type { VerifiedEvent } from "./verify";
import { log } from "@/lib/log/logger";
import { wakeWebhooks } from "@/lib/webhooks/wake";

export type IngestResult = "applied" | "duplicate";

/**
 * What the log keeps of a failure, bounded: the root cause's message (a database error arrives wrapped in the
 * query builder's "Failed query: …", which names the statement but not why it failed).
 */
function describe(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return (root instanceof Error ? `${root.name}: ${root.message}` : String(root)).slice(0, 2000);
}

/**
 * Stores a verified event and applies its effect, atomically. The webhook-id is the primary key: of
 * twenty concurrent copies one writes, the others wait on that key and then find it processed, so an event is
 * applied once. A failure rolls back the effect, and the event is then stored unprocessed with its error (the
 * console's webhook log shows it; Polar's retry, a redelivery or a local re-apply processes it later).
 */
export async function ingestEvent(event: VerifiedEvent): Promise<IngestResult> {
  try {
    const [result] = await executeCompiled<{ stored: boolean }>(
      db,
      effectQuery(event.type, event.payload.data, processedGate(event, new Date())),
    );
    const outcome: IngestResult = result?.stored ? "applied" : "duplicate";
    // A subscription's change wrote its outbound webhook events in that statement (a trigger): send them now
    // rather than at the next scheduled sweep.
    if (outcome === "applied" && event.type.startsWith("subscription.")) void wakeWebhooks().catch(() => undefined);
    return outcome;
  } catch (error) {
    // Keeps the failed event, unprocessed, with why it failed (never over a processed copy of it).
    await storeAttempt(db, attemptValues(event, new Date(), { error: describe(error) }), ["error"]).catch((cause) =>
      log.error({ err: cause, webhookId: event.webhookId, type: event.type }, "polar webhook: could not record the failure"),
    );
    throw error;
  }
}

/**
 * The gate of a delivery's statement: the event written as processed, so its row commits only together with its
 * effect. A row that only failed so far (processed_at null) is taken over; a processed one makes this a
 * duplicate, which writes nothing.
 */
export function processedGate(event: VerifiedEvent, now: Date): MirrorGate {
  const outcome = { payload: event.payload, processedAt: now, error: null };
  const values = attemptValues(event, now, outcome);
  return { shape: "processed", values, build: (take) => storeAttempt(db, values, Object.keys(outcome), take) };
}

type Outcome = { payload: VerifiedEvent["payload"]; processedAt: Date; error: null } | { error: string };

const attemptValues = (event: VerifiedEvent, now: Date, outcome: Outcome) => ({
  webhookId: event.webhookId,
  type: event.type,
  payload: event.payload,
  receivedAt: now,
  lastAttemptAt: now,
  ...outcome,
});

/**
 * Stores one attempt at a delivered event: a new row, or over a row that has only failed so far, the attempt's
 * columns (`replaced`, taken from `excluded`, so the payload travels once) and one more attempt. A processed row
 * is left as it is, and then nothing is returned.
 */
function storeAttempt(writer: Database | Transaction, values: ReturnType<typeof attemptValues>, replaced: string[], take: Take = asItself) {
  const taken = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, take(key, value)]));
  return writer
    .insert(polarWebhookEvent)
    .values(taken as typeof polarWebhookEvent.$inferInsert)
    .onConflictDoUpdate({
      target: polarWebhookEvent.webhookId,
      set: {
        ...Object.fromEntries(replaced.map((key) => [key, excluded(polarWebhookEvent[key as keyof Outcome])])),
        lastAttemptAt: excluded(polarWebhookEvent.lastAttemptAt),
        attempts: sql`${polarWebhookEvent.attempts} + 1`,
      },
      setWhere: sql`${polarWebhookEvent.processedAt} is null`,
    })
    .returning({ id: polarWebhookEvent.webhookId });
}

const excluded = (column: PgColumn) => sql`excluded.${sql.identifier(column.name)}`;

export type ReapplyResult = { ok: true } | { ok: false; code: "NOT_FOUND" | "APPLY_FAILED"; error?: string };

/**
 * Applies a stored event's effect again from its stored payload (the console's "re-apply"). Applying is
 * idempotent (the mirror keeps the newest version of each row), so a processed event may be re-applied too.
 * A failure is recorded on the event as a delivery's would be.
 */
export async function reapplyStoredEvent(webhookId: string): Promise<ReapplyResult> {
  let found = true;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(polarWebhookEvent).where(eq(polarWebhookEvent.webhookId, webhookId)).for("update").limit(1);
      if (!row) return void (found = false);
      await tx.execute(effectStatement(row.type, (row.payload as VerifiedEvent["payload"]).data));
      const now = new Date();
      await tx
        .update(polarWebhookEvent)
        .set({
          processedAt: sql`coalesce(${polarWebhookEvent.processedAt}, ${now.toISOString()}::timestamptz)`,
          error: null,
          lastAttemptAt: now,
          attempts: sql`${polarWebhookEvent.attempts} + 1`,
        })
        .where(eq(polarWebhookEvent.webhookId, webhookId));
    });
  } catch (error) {
    const now = new Date();
    await db
      .update(polarWebhookEvent)
      .set({ error: describe(error), lastAttemptAt: now, attempts: sql`${polarWebhookEvent.attempts} + 1` })
      .where(sql`${polarWebhookEvent.webhookId} = ${webhookId} and ${polarWebhookEvent.processedAt} is null`);
    return { ok: false, code: "APPLY_FAILED", error: describe(error) };
  }
  return found ? { ok: true } : { ok: false, code: "NOT_FOUND" };
}
