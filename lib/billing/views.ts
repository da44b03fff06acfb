import type { billingOrder, billingSubscription } from "@/db/schema";
import type { OrderView, SubscriptionView } from "./model";
import { localized, type Metadata } from "./plan-text";

type OrderRow = typeof billingOrder.$inferSelect;
type SubscriptionRow = typeof billingSubscription.$inferSelect;
type Product = { productName: string | null; productMetadata: Metadata };

/** A product's name in the reader's language (the seller's translation in its metadata), or Polar's. */
const productName = ({ productName, productMetadata }: Product, locale: string) =>
  productName === null ? null : localized(productMetadata, "name", locale, productName);

/** A subscription row as its card shows it. */
export function subscriptionView(row: Product & { subscription: SubscriptionRow }, locale: string): SubscriptionView {
  const s = row.subscription;
  return {
    id: s.id,
    productId: s.productId,
    productName: productName(row, locale) ?? "—",
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    interval: s.recurringInterval,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    endsAt: s.endsAt?.toISOString() ?? null,
    endedAt: s.endedAt?.toISOString() ?? null,
    discountId: s.discountId,
  };
}

/** An order row as the orders table shows it. */
export function orderView(row: Product & { order: OrderRow }, locale: string): OrderView {
  const o = row.order;
  return {
    id: o.id,
    createdAt: o.createdAt.toISOString(),
    productName: productName(row, locale),
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
