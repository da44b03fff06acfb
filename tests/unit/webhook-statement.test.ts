import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { effectQuery, effectStatement, MIRRORED_TYPES } from "@/lib/billing/webhooks/apply";
import { statementName } from "@/lib/billing/webhooks/compiled";
import { processedGate } from "@/lib/billing/webhooks/ingest";

/**
 * A delivery's statement is compiled by Drizzle once per shape of event and then filled with each event's values
 * (lib/billing/webhooks/compiled.ts). Here it must be, text and parameters, what Drizzle compiles from the
 * statement with the values in it, for every event type the app mirrors and every shape its objects come in;
 * a template reused for an event of another shape, a value in the wrong place or encoded otherwise than Drizzle
 * encodes it, or a Drizzle that compiles differently from the template's, fails here.
 */
const dialect = new PgDialect();

const at = (n: number, day: number) => `2026-1${n % 3}-${String(day).padStart(2, "0")}T0${n % 10}:00:00Z`;
const stamps = (n: number) => ({ created_at: at(n, 1), modified_at: at(n, 2) });
const customer = (n: number) => ({
  id: `cus-${n}`,
  ...stamps(n),
  external_id: `user-${n}`,
  email: `c${n}@example.com`,
  name: `Customer ${n}`,
  deleted_at: null,
  metadata: { n },
});
// A benefit without a description (n over 4) leaves its column out of the statement: another shape.
const benefit = (n: number, k: number) => ({
  id: `ben-${n}-${k}`,
  ...stamps(n),
  type: "custom",
  description: n > 4 ? undefined : `Benefit ${k}`,
  properties: { note: `n${n}` },
  metadata: {},
});
const price = (n: number, k: number) => ({
  id: `pri-${n}-${k}`,
  ...stamps(n),
  product_id: `pro-${n}`,
  amount_type: "fixed",
  price_currency: "usd",
  price_amount: 100 * n + k,
  is_archived: false,
});
const product = (n: number, prices: number, benefits: string[]) => ({
  id: `pro-${n}`,
  ...stamps(n),
  name: `Product ${n}`,
  description: n % 2 ? null : "A product",
  recurring_interval: "month",
  is_archived: false,
  metadata: {},
  prices: Array.from({ length: prices }, (_, k) => price(n, k)),
  benefits: benefits.map((k) => benefit(n, Number(k))),
});
const meter = (n: number, k: number) => ({
  id: `sme-${n}-${k}`,
  meter_id: `met-${n}-${k}`,
  consumed_units: 1.4 * k,
  credited_units: k,
  amount: 10 * k,
  meter: { id: `met-${n}-${k}`, name: `Meter ${k}`, ...stamps(n) },
});

/**
 * One object with every field each mirrored type's rows read (Polar's objects share their field names), nested
 * parts included: the data of any mirrored event. `shape` varies what the shapes depend on.
 */
function data(n: number, shape: { nested: boolean; prices: number; benefits: string[]; meters: number; items: number }) {
  return {
    id: `obj-${n}`,
    ...stamps(n),
    status: "active",
    billing_reason: "subscription_create",
    customer_id: `cus-${n}`,
    product_id: `pro-${n}`,
    subscription_id: n % 2 ? null : `sub-${n}`,
    benefit_id: `ben-${n}-0`,
    order_id: `ord-${n}`,
    amount: 1500 + n,
    currency: "usd",
    total_amount: 1500 + n,
    subtotal_amount: 1500 + n,
    recurring_interval: "month",
    current_period_start: at(n, 3),
    current_period_end: n % 2 ? null : at(n, 4),
    cancel_at_period_end: n % 2 === 0,
    granted_at: at(n, 5),
    revoked_at: null,
    reason: "customer_request",
    name: `Name ${n}`,
    email: `e${n}@example.com`,
    type: "percentage",
    duration: "once",
    basis_points: 1000,
    deleted_at: n % 2 ? at(n, 6) : null,
    properties: { n },
    metadata: { n, tags: ["a", "b"] },
    active_subscriptions: [{ id: `sub-${n}` }],
    granted_benefits: [],
    active_meters: [],
    ...(shape.nested ? { customer: customer(n), product: product(n, shape.prices, shape.benefits), benefit: benefit(n, 0) } : {}),
    meters: Array.from({ length: shape.meters }, (_, k) => meter(n, k)),
    items: Array.from({ length: shape.items }, (_, k) => ({ id: `itm-${n}-${k}`, label: `Item ${k}`, amount: 100, tax_amount: null })),
    prices: Array.from({ length: shape.prices }, (_, k) => price(n, k)),
    benefits: shape.benefits.map((k) => benefit(n, Number(k))),
  };
}

const SHAPES = {
  "in full": { nested: true, prices: 2, benefits: ["1", "2"], meters: 2, items: 2 },
  bare: { nested: false, prices: 0, benefits: [], meters: 0, items: 0 },
  "one of each": { nested: true, prices: 1, benefits: ["1"], meters: 1, items: 1 },
  "a benefit named twice": { nested: true, prices: 1, benefits: ["1", "1", "2"], meters: 3, items: 1 },
};

/** Drizzle's own compile of the statement with its values in it. */
const byDrizzle = (type: string, payload: Record<string, unknown>, gated: boolean, n: number) => {
  const query = dialect.sqlToQuery(effectStatement(type, payload, gated ? gate(type, payload, n) : undefined));
  return { name: statementName(query.sql), text: query.sql, params: query.params };
};
const gate = (type: string, payload: Record<string, unknown>, n: number) =>
  processedGate({ webhookId: `msg_${n}`, type, payload: { type, data: payload } }, new Date(Date.UTC(2026, 11, n)));

describe("a delivery's statement, compiled once per shape", () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`equals Drizzle's compile for every mirrored type, ${name}, again with other values, without descriptions`, () => {
      for (const type of MIRRORED_TYPES) {
        // The second event of each shape is filled into the template the first compiled, its values all other;
        // the third's benefits have no description (a column fewer), the fourth's shape is the third's.
        for (const n of [1, 2, 5, 6]) {
          const payload = data(n, shape);
          expect(effectQuery(type, payload, gate(type, payload, n)), `${type} #${n}`).toEqual(byDrizzle(type, payload, true, n));
          expect(effectQuery(type, payload), `${type} #${n} without a gate`).toEqual(byDrizzle(type, payload, false, n));
        }
      }
    });
  }

  it("gives a null as SQL's null, not as JSON's, and an event type it does not mirror selects only whether it stored", () => {
    const payload = { ...data(3, SHAPES["in full"]), metadata: null, properties: null };
    const query = effectQuery("order.paid", payload, gate("order.paid", payload, 3));
    expect(query).toEqual(byDrizzle("order.paid", payload, true, 3));
    expect(query.params).toContain(null);
    expect(query.params).not.toContain("null");
    const other = { id: "x", created_at: at(1, 1) };
    expect(effectQuery("member.created", other, gate("member.created", other, 4))).toEqual(byDrizzle("member.created", other, true, 4));
  });
});

describe("a delivery's statement's name", () => {
  it("is its text's own: one name for one text, another for every other text, within PostgreSQL's 63 bytes", () => {
    const namesOfTexts = new Map<string, Set<string>>();
    for (const shape of Object.values(SHAPES))
      for (const type of MIRRORED_TYPES)
        for (const n of [1, 2, 5]) {
          const payload = data(n, shape);
          for (const query of [effectQuery(type, payload, gate(type, payload, n)), effectQuery(type, payload)]) {
            expect(Buffer.byteLength(query.name)).toBeLessThanOrEqual(63);
            namesOfTexts.set(query.name, (namesOfTexts.get(query.name) ?? new Set()).add(query.text));
          }
        }
    // node-postgres refuses a name it prepared for another text on the same connection.
    for (const texts of namesOfTexts.values()) expect(texts.size).toBe(1);
    expect(namesOfTexts.size).toBeGreaterThan(MIRRORED_TYPES.length);
  });
});
