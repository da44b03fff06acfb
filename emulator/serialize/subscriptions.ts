import { meteredAmount, meterUsage } from "../services/meter-usage";
import type { Subscription } from "../state";
import { type Json, type Source, pairId } from "./json";
import { meter, prices, product } from "./catalogue";
import { customer } from "./customers";
import { embeddedDiscount } from "./discounts";

export function subscriptionCore(src: Source, s: Subscription): Json {
  return {
    metadata: s.metadata,
    created_at: s.created_at,
    modified_at: s.modified_at,
    id: s.id,
    amount: s.amount,
    currency: s.currency,
    recurring_interval: s.recurring_interval,
    recurring_interval_count: 1,
    status: s.status,
    current_period_start: s.current_period_start,
    current_period_end: s.current_period_end,
    current_meter_period_start: null,
    current_meter_period_end: null,
    trial_start: null,
    trial_end: null,
    cancel_at_period_end: s.cancel_at_period_end,
    canceled_at: s.canceled_at,
    started_at: s.started_at,
    ends_at: s.ends_at,
    ended_at: s.ended_at,
    past_due_at: s.past_due_at,
    pause_at_period_end: s.pause_at_period_end ?? false,
    paused_at: s.paused_at ?? null,
    resumes_at: s.resumes_at ?? null,
    customer_id: s.customer_id,
    product_id: s.product_id,
    discount_id: s.discount_id,
    checkout_id: s.checkout_id,
    seats: s.seats ?? null,
    customer_cancellation_reason: s.customer_cancellation_reason,
    customer_cancellation_comment: s.customer_cancellation_comment,
  };
}

export function subscriptionMeters(src: Source, s: Subscription, withMeter: boolean): Json[] {
  const p = src.store.get("products", s.product_id);
  return (p?.prices ?? [])
    .filter((pr) => pr.amount_type === "metered_unit" && pr.meter_id)
    .map((pr) => {
      const usage = meterUsage(src.store, s.customer_id, pr.meter_id!);
      const amount = meteredAmount(usage, pr.unit_amount, pr.cap_amount);
      return {
        created_at: s.created_at,
        modified_at: s.modified_at,
        id: pairId(s.id, pr.meter_id!),
        consumed_units: usage.consumed,
        credited_units: usage.credited,
        amount,
        meter_id: pr.meter_id,
        ...(withMeter ? { meter: meter(src, src.store.get("meters", pr.meter_id)!) } : {}),
      };
    });
}

export function subscription(src: Source, s: Subscription): Json {
  const p = src.store.get("products", s.product_id)!;
  return {
    ...subscriptionCore(src, s),
    custom_field_data: {},
    customer: customer(src, src.store.get("customers", s.customer_id)!),
    product: product(src, p),
    discount: embeddedDiscount(src, s.discount_id),
    prices: prices(src, p),
    meters: subscriptionMeters(src, s, true),
    pending_update: null,
  };
}
