import { meterUsage } from "../services/meter-usage";
import type { BenefitGrant, Customer, Meter } from "../state";
import { type Json, type Source, pairId } from "./json";
import { meter } from "./catalogue";
import { customer } from "./customers";
import { subscriptionCore, subscriptionMeters } from "./subscriptions";

/** The subscription fields a customer state carries (CustomerStateSubscription). */
const STATE_SUBSCRIPTION_FIELDS = [
  "id",
  "created_at",
  "modified_at",
  "metadata",
  "status",
  "amount",
  "currency",
  "recurring_interval",
  "current_period_start",
  "current_period_end",
  "trial_start",
  "trial_end",
  "cancel_at_period_end",
  "canceled_at",
  "started_at",
  "ends_at",
  "product_id",
  "discount_id",
] as const;

function pick(source: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.map((k) => [k, source[k]]));
}

export function customerState(src: Source, c: Customer): Json {
  const subs = src.store.state.subscriptions.filter((s) => s.customer_id === c.id && (s.status === "active" || s.status === "trialing"));
  const grants = src.store.state.benefit_grants.filter((g) => g.customer_id === c.id && g.granted_at && !g.revoked_at);
  const benefitOf = (g: BenefitGrant) => src.store.get("benefits", g.benefit_id);
  const meterIds = [
    ...new Set(
      grants
        .map(benefitOf)
        .filter((b) => b?.type === "meter_credit")
        .map((b) => String(b!.properties.meter_id)),
    ),
  ];
  return {
    ...customer(src, c),
    active_subscriptions: subs.map((s) => ({
      ...pick(subscriptionCore(src, s), STATE_SUBSCRIPTION_FIELDS),
      custom_field_data: {},
      meters: subscriptionMeters(src, s, false),
    })),
    granted_benefits: grants.map((g) => {
      const b = benefitOf(g)!;
      return {
        id: g.id,
        created_at: g.created_at,
        modified_at: g.modified_at,
        granted_at: g.granted_at,
        benefit_id: g.benefit_id,
        benefit_type: b.type,
        benefit_metadata: b.metadata,
        properties: g.properties,
      };
    }),
    active_meters: meterIds.map((meterId) => {
      const usage = meterUsage(src.store, c.id, meterId);
      return {
        id: pairId(c.id, meterId),
        created_at: c.created_at,
        modified_at: c.modified_at,
        meter_id: meterId,
        consumed_units: usage.consumed,
        credited_units: usage.credited,
        balance: usage.credited - usage.consumed,
      };
    }),
  };
}

/** A customer's usage of one meter, as the customer meters API lists it. */
export function customerMeter(src: Source, c: Customer, m: Meter): Json {
  const usage = meterUsage(src.store, c.id, m.id);
  return {
    id: pairId(c.id, m.id),
    created_at: c.created_at,
    modified_at: c.modified_at,
    customer_id: c.id,
    meter_id: m.id,
    consumed_units: usage.consumed,
    credited_units: usage.credited,
    balance: usage.credited - usage.consumed,
    customer: customer(src, c),
    meter: meter(src, m),
  };
}
