import type { Order, PaymentMethod } from "../state";
import type { Json, Source } from "./json";

/** A saved card; `withDefault` adds is_default, as the lists of a customer's cards carry it. */
export function paymentMethod(src: Source, m: PaymentMethod, withDefault: boolean): Json {
  const owner = src.store.get("customers", m.customer_id);
  return {
    id: m.id,
    created_at: m.created_at,
    modified_at: m.modified_at,
    processor: "stripe",
    customer_id: m.customer_id,
    type: "card",
    method_metadata: { brand: m.brand, last4: m.last4, exp_month: m.exp_month, exp_year: m.exp_year, wallet: null },
    ...(withDefault ? { is_default: owner?.default_payment_method_id === m.id } : {}),
  };
}

export function payment(src: Source, p: { id: string; order: Order; status: string; amount: number; trigger: string }): Json {
  const last4 = src.store.state.payment_methods.find((m) => m.customer_id === p.order.customer_id)?.last4 ?? "4242";
  return {
    created_at: p.order.created_at,
    modified_at: p.order.modified_at,
    id: p.id,
    processor: "stripe",
    status: p.status,
    amount: p.amount,
    currency: p.order.currency,
    method: "card",
    trigger: p.trigger,
    decline_reason: null,
    decline_message: null,
    organization_id: src.store.state.organization.id,
    checkout_id: p.order.checkout_id,
    order_id: p.order.id,
    processor_metadata: {},
    method_metadata: { brand: "visa", last4 },
  };
}
