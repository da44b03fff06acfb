import type { billingOrder, billingSubscription } from "@/db/schema";

type OrderRow = typeof billingOrder.$inferSelect;
type SubscriptionRow = typeof billingSubscription.$inferSelect;

/** A subscription as its card shows it. */
export function subscriptionView(s: SubscriptionRow, productName: string | null) {
  return {
    id: s.id,
    productName: productName ?? "—",
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    interval: s.recurringInterval,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    endsAt: s.endsAt?.toISOString() ?? null,
    discountId: s.discountId,
  };
}

/** An order as the orders table shows it (dates as ISO text, so it crosses to the browser unchanged). */
export function orderView({ order: o, productName }: { order: OrderRow; productName: string | null }) {
  return {
    id: o.id,
    createdAt: o.createdAt.toISOString(),
    productName,
    status: o.status,
    billingReason: o.billingReason,
    subtotalAmount: o.subtotalAmount,
    discountAmount: o.discountAmount,
    taxAmount: o.taxAmount,
    totalAmount: o.totalAmount,
    refundedAmount: o.refundedAmount,
    currency: o.currency,
  };
}
