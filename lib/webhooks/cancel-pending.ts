import "server-only";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { webhookDelivery, webhookEndpoint } from "@/db/schema";

/**
 * Cancels the pending deliveries of an endpoint, inside the transaction that turns it off. A change in another
 * transaction may have read the endpoint as on a moment ago (webhook_emit holds it FOR KEY SHARE until that change
 * commits) and not yet have committed the delivery it adds: the endpoint's row is first locked FOR UPDATE, which
 * waits for those changes to commit, so that the cancel sees their deliveries too; a change coming after waits for
 * this transaction and reads the endpoint off. Without the lock such a delivery stayed pending on an endpoint that
 * was off.
 */
export async function cancelPendingDeliveries(tx: Transaction, endpointId: string): Promise<void> {
  await tx.select({ id: webhookEndpoint.id }).from(webhookEndpoint).where(eq(webhookEndpoint.id, endpointId)).for("update");
  await tx
    .update(webhookDelivery)
    .set({ status: "canceled", nextAttemptAt: null })
    .where(and(eq(webhookDelivery.endpointId, endpointId), eq(webhookDelivery.status, "pending")));
}
