import { randomUUID } from "node:crypto";
import { BENEFIT_TRANSLATIONS, METER_TRANSLATIONS, PRODUCT_TRANSLATIONS, translationMetadata } from "./seed-translations";
import type { Benefit, Meter, Price, Product, State } from "./state";

/** The plans a seller would highlight on a pricing page (metadata `recommended`, read by the app). */
const RECOMMENDED = new Set(["Pro monthly", "Pro yearly"]);

/**
 * The catalogue a fresh emulator starts with: what a newcomer expects to find in a Polar sandbox.
 * A free plan, Pro monthly and yearly, a one-time product, pay-what-you-want, a metered plan with its meter
 * and a meter-credit benefit, and a license-key benefit.
 */
export function seededState(now: Date): State {
  const at = now.toISOString();
  const stamp = { created_at: at, modified_at: null };
  const organizationId = randomUUID();

  const meter: Meter = {
    id: randomUUID(),
    ...stamp,
    name: "API calls",
    metadata: translationMetadata(METER_TRANSLATIONS["API calls"]),
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api_call" }] },
    aggregation: { func: "count" },
  };
  const benefit = (type: Benefit["type"], description: string, properties: Record<string, unknown>): Benefit => ({
    id: randomUUID(),
    ...stamp,
    type,
    description,
    metadata: translationMetadata(BENEFIT_TRANSLATIONS[description]),
    properties,
    is_deleted: false,
  });
  const support = benefit("custom", "Priority support", { note: "Write to support@example.com from your account address." });
  const licenseKey = benefit("license_keys", "License key", {
    prefix: "DEMO",
    expires: null,
    activations: { limit: 3, enable_customer_admin: true },
    limit_usage: null,
  });
  const credits = benefit("meter_credit", "1,000 API calls each month", { units: 1000, rollover: false, meter_id: meter.id });
  const downloads = benefit("downloadables", "Desktop app download", { archived: {}, files: [] });

  const product = (
    name: string,
    description: string,
    interval: Product["recurring_interval"],
    prices: Omit<Price, "id" | "product_id" | "created_at" | "modified_at" | "price_currency" | "is_archived">[],
    benefitIds: string[],
  ): Product => {
    const id = randomUUID();
    return {
      id,
      ...stamp,
      name,
      description,
      visibility: "public",
      recurring_interval: interval,
      is_archived: false,
      metadata: { ...translationMetadata(PRODUCT_TRANSLATIONS[name]), ...(RECOMMENDED.has(name) ? { recommended: true } : {}) },
      prices: prices.map((p) => ({ id: randomUUID(), product_id: id, ...stamp, price_currency: "usd", is_archived: false, ...p })),
      benefit_ids: benefitIds,
    };
  };

  return {
    version: 1,
    clock_offset_ms: 0,
    organization: { id: organizationId, ...stamp, name: "Demo Seller", slug: "demo-seller" },
    products: [
      product("Free", "The basics, free forever.", "month", [{ amount_type: "free" }], []),
      product(
        "Pro monthly",
        "Everything in Free, plus priority support and a license key.",
        "month",
        [{ amount_type: "fixed", price_amount: 1500 }],
        [support.id, licenseKey.id],
      ),
      product(
        "Pro yearly",
        "Pro, billed once a year: two months free.",
        "year",
        [{ amount_type: "fixed", price_amount: 15000 }],
        [support.id, licenseKey.id],
      ),
      product(
        "Lifetime license",
        "Pay once, keep it forever.",
        null,
        [{ amount_type: "fixed", price_amount: 9900 }],
        [licenseKey.id, downloads.id],
      ),
      product(
        "Support the project",
        "Pay what you want, from $5.",
        null,
        [{ amount_type: "custom", minimum_amount: 500, maximum_amount: 100000, preset_amount: 1500 }],
        [],
      ),
      product(
        "Usage-based API",
        "A base fee, 1,000 calls included, then $0.01 per call up to a $100 cap.",
        "month",
        [
          { amount_type: "fixed", price_amount: 500 },
          { amount_type: "metered_unit", unit_amount: "1", cap_amount: 10000, meter_id: meter.id },
        ],
        [credits.id],
      ),
    ],
    benefits: [support, licenseKey, credits, downloads],
    meters: [meter],
    customers: [],
    checkouts: [],
    orders: [],
    subscriptions: [],
    benefit_grants: [],
    webhook_endpoints: [],
    webhook_events: [],
    webhook_deliveries: [],
    customer_sessions: [],
    events: [],
    refunds: [],
    discounts: [],
    checkout_links: [],
    license_keys: [],
    license_key_activations: [],
    payment_methods: [],
    custom_fields: [],
    files: [],
    event_types: [],
    metric_dashboards: [],
    members: [],
    customer_seats: [],
    oauth2_clients: [],
    oauth2_tokens: [],
    email_updates: [],
  };
}
