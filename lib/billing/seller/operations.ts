import "server-only";
import { allItems, withPolar } from "./call";
import type { RefundInput } from "./model";

/**
 * The seller's actions on customers' subscriptions and orders, made in Polar. None writes the mirror: the
 * subscription.* / order.* / refund.* events they cause bring the change back through the webhook pipeline.
 */

export const cancelAtPeriodEnd = (subscriptionId: string, cancel: boolean) =>
  withPolar((polar) => polar.subscriptions.update({ id: subscriptionId, subscriptionUpdate: { cancelAtPeriodEnd: cancel } }));

/** Ends the subscription now (no further period, benefits revoked). */
export const revokeSubscription = (subscriptionId: string) => withPolar((polar) => polar.subscriptions.revoke({ id: subscriptionId }));

export const changeSubscriptionProduct = (subscriptionId: string, productId: string) =>
  withPolar((polar) => polar.subscriptions.update({ id: subscriptionId, subscriptionUpdate: { productId } }));

export const refundOrder = (input: RefundInput) =>
  withPolar((polar) =>
    polar.refunds.create({
      orderId: input.orderId,
      amount: input.amount,
      reason: input.reason,
      comment: input.comment || null,
      revokeBenefits: input.revokeBenefits,
    }),
  );

/** The invoice's address: generated first when the order has none yet. */
export const orderInvoice = (orderId: string) =>
  withPolar(async (polar) => {
    try {
      return (await polar.orders.invoice({ id: orderId })).url;
    } catch {
      await polar.orders.generateInvoice({ id: orderId });
      return (await polar.orders.invoice({ id: orderId })).url;
    }
  });

/** What Polar says the customer has now: active subscriptions, granted benefits, meter balances. */
export const customerState = (customerId: string) => withPolar((polar) => polar.customers.getState({ id: customerId }));

/** Usage of every meter per customer, or of one customer's meters. */
export const customerMeters = (filter: { customerId?: string; meterId?: string }) =>
  withPolar(async (polar) => allItems(await polar.customerMeters.list({ ...filter, limit: 100 }), 200));

/** Polar's recent deliveries to our endpoints: failures here mean events that never reached us. */
export const recentDeliveries = () => withPolar(async (polar) => (await polar.webhooks.listWebhookDeliveries({ limit: 100 })).result.items);

/** Asks Polar to send a stored event again (same webhook-id: a processed one is acknowledged as a duplicate). */
export const redeliverEvent = (webhookId: string) => withPolar((polar) => polar.webhooks.redeliverWebhookEvent({ id: webhookId }));
