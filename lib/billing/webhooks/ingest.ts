import "server-only";
import { db } from "@/db/client";
import { polarWebhookEvent } from "@/db/schema";
import { applyEvent } from "./apply";
import type { VerifiedEvent } from "./verify";

export type IngestResult = "applied" | "duplicate";

/**
 * Stores a verified event and applies its effect in one transaction. The webhook-id is the primary key: of
 * twenty concurrent copies one inserts, the others wait on that key and then find it taken, so an event is
 * applied once. Anything that fails rolls back the whole transaction, event row included, so Polar's retry
 * finds nothing half-written.
 */
export async function ingestEvent(event: VerifiedEvent): Promise<IngestResult> {
  return db.transaction(async (tx) => {
    // Stored as processed: the row commits only together with its effect, so a stored event is an applied one.
    const now = new Date();
    const inserted = await tx
      .insert(polarWebhookEvent)
      .values({ webhookId: event.webhookId, type: event.type, payload: event.payload, receivedAt: now, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: polarWebhookEvent.webhookId });
    if (inserted.length === 0) return "duplicate";
    await applyEvent(tx, event.type, event.payload.data);
    return "applied";
  });
}
