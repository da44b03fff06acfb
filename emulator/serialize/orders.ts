import type { Order, Refund } from "../state";
import type { Json, Source } from "./json";
import { productBrief } from "./catalogue";
import { customer } from "./customers";
import { embeddedDiscount } from "./discounts";
import { subscriptionCore } from "./subscriptions";

export function order(src: Source, o: Order): Json {
  const p = src.store.get("products", o.product_id);
  const s = src.store.get("subscriptions", o.subscription_id);
  const net = o.subtotal_amount - o.discount_amount;
  const total = net + o.tax_amount;
  return {
    id: o.id,
    created_at: o.created_at,
    modified_at: o.modified_at,
    status: o.status,
    paid: o.status === "paid" || o.status === "refunded" || o.status === "partially_refunded",
    subtotal_amount: o.subtotal_amount,
    discount_amount: o.discount_amount,
    net_amount: net,
    tax_amount: o.tax_amount,
    total_amount: total,
    applied_balance_amount: 0,
    due_amount: o.status === "pending" || o.status === "draft" ? total : 0,
    refunded_amount: o.refunded_amount,
    refunded_tax_amount: o.refunded_tax_amount,
    currency: o.currency,
    billing_reason: o.billing_reason,
    billing_name: o.billing_name,
    billing_address: o.billing_address,
    invoice_number: o.invoice_number,
    is_invoice_generated: o.invoice_generated === true,
    receipt_number: null,
    seats: null,
    customer_id: o.customer_id,
    product_id: o.product_id,
    discount_id: o.discount_id,
    subscription_id: o.subscription_id,
    checkout_id: o.checkout_id,
    next_payment_attempt_at: o.next_payment_attempt_at ?? null,
    metadata: o.metadata,
    custom_field_data: {},
    platform_fee_amount: 0,
    platform_fee_currency: null,
    customer: customer(src, src.store.get("customers", o.customer_id)!),
    product: p ? productBrief(src, p) : null,
    discount: embeddedDiscount(src, o.discount_id),
    subscription: s ? subscriptionCore(src, s) : null,
    items: [
      {
        created_at: o.created_at,
        modified_at: o.modified_at,
        id: o.id,
        label: p?.name ?? "Item",
        amount: o.subtotal_amount - (o.extra_items ?? []).reduce((sum, item) => sum + item.amount, 0),
        tax_amount: o.tax_amount,
        proration: false,
        product_price_id: o.product_price_id,
      },
      ...(o.extra_items ?? []).map((item, index) => ({
        created_at: o.created_at,
        modified_at: o.modified_at,
        id: `${o.id.slice(0, 24)}${String(index + 1).padStart(12, "0")}`,
        label: item.label,
        amount: item.amount,
        tax_amount: 0,
        proration: false,
        product_price_id: item.product_price_id,
      })),
    ],
    description: o.description ?? p?.name ?? "Order",
    refundable_amount: Math.max(0, net - o.refunded_amount),
    refundable_tax_amount: Math.max(0, o.tax_amount - o.refunded_tax_amount),
  };
}

export function refund(src: Source, r: Refund): Json {
  return {
    created_at: r.created_at,
    modified_at: r.modified_at,
    id: r.id,
    metadata: r.metadata,
    status: r.status,
    reason: r.reason,
    amount: r.amount,
    tax_amount: r.tax_amount,
    currency: r.currency,
    organization_id: src.store.state.organization.id,
    order_id: r.order_id,
    subscription_id: r.subscription_id,
    customer_id: r.customer_id,
    revoke_benefits: r.revoke_benefits,
    dispute: null,
  };
}
