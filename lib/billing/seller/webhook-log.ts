import "server-only";
import { and, count, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { polarWebhookEvent } from "@/db/schema";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";

/**
 * The webhook log: every event Polar delivered, as stored by the pipeline (lib/billing/webhooks/ingest.ts),
 * newest first by keyset (received_at, webhook_id). Outcome: processed (its effect is in the mirror) or
 * failed (stored with its error, not applied yet).
 */
export const WEBHOOK_OUTCOMES = ["processed", "failed"] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
export const WEBHOOK_PAGE = 50;

const summary = {
  webhookId: polarWebhookEvent.webhookId,
  type: polarWebhookEvent.type,
  receivedAt: polarWebhookEvent.receivedAt,
  processedAt: polarWebhookEvent.processedAt,
  error: polarWebhookEvent.error,
  attempts: polarWebhookEvent.attempts,
  lastAttemptAt: polarWebhookEvent.lastAttemptAt,
};

export async function webhookEventsPage(filter: { type?: string; outcome?: WebhookOutcome }, after?: KeysetCursor) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(polarWebhookEvent.type, filter.type));
  if (filter.outcome === "processed") conditions.push(isNotNull(polarWebhookEvent.processedAt));
  if (filter.outcome === "failed") conditions.push(isNull(polarWebhookEvent.processedAt));
  return keysetPage(
    { time: polarWebhookEvent.receivedAt, id: polarWebhookEvent.webhookId, order: "desc", after, size: WEBHOOK_PAGE },
    (keyset) =>
      db
        .select({ ...summary, ...keyset.cursor })
        .from(polarWebhookEvent)
        .where(and(keyset.where, ...conditions))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
}

export async function webhookEvent(webhookId: string) {
  const [row] = await db.select().from(polarWebhookEvent).where(eq(polarWebhookEvent.webhookId, webhookId)).limit(1);
  return row ?? null;
}

/** The event types stored so far, for the filter (served by polar_webhook_event_type_idx). */
export async function storedEventTypes(): Promise<string[]> {
  const rows = await db.selectDistinct({ type: polarWebhookEvent.type }).from(polarWebhookEvent).orderBy(polarWebhookEvent.type);
  return rows.map((r) => r.type);
}

/** Events still failing, and those that failed in the last 24 hours (by the partial failed index). */
export async function failingEvents(now = new Date()) {
  const [row] = await db
    .select({
      failing: count(),
      lastDay:
        sql<number>`count(*) filter (where ${polarWebhookEvent.lastAttemptAt} >= ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(polarWebhookEvent)
    .where(isNull(polarWebhookEvent.processedAt));
  return { failing: row?.failing ?? 0, lastDay: row?.lastDay ?? 0 };
}
