import type { billingOrder, billingSubscription } from "@/db/schema";
import type { OrderView, SubscriptionView } from "./model";

type OrderRow = typeof billingOrder.$inferSelect;
type SubscriptionRow = typeof billingSubscription.$inferSelect;

/** A subscription row as its card shows it. */
export function subscriptionView(s: SubscriptionRow, productName: string | null): SubscriptionView {
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

/** An order row as the orders table shows it. */
export function orderView({ order: o, productName }: { order: OrderRow; productName: string | null }): OrderView {
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
