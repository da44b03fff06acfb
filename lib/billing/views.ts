import type { billingOrder } from "@/db/schema";

type OrderRow = typeof billingOrder.$inferSelect;

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
