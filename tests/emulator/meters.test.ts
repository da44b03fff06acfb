import { describe, expect, it } from "vitest";
import { aggregate, filterMatches, type Filter, type FilterClause } from "@/emulator/services/meters";
import type { IngestedEvent, Meter } from "@/emulator/state";
import { api, emulatorForFile } from "./support";

/**
 * Usage as Polar computes it: filters and aggregations over ingested events, ingestion deduplicated by
 * external_id, meter credits that start over (or roll over) each period, and metered charges on renewals.
 */
const event = (name: string, metadata: IngestedEvent["metadata"] = {}, timestamp = "2026-01-01T00:00:00.000Z"): IngestedEvent => ({
  id: crypto.randomUUID(),
  created_at: timestamp,
  modified_at: null,
  name,
  customer_id: null,
  external_customer_id: null,
  metadata,
  timestamp,
  source: "user",
});
const where = (property: string, operator: string, value: string | number | boolean): FilterClause => ({ property, operator, value });
const all = (...clauses: Filter["clauses"]): Filter => ({ conjunction: "and", clauses });
const any = (...clauses: Filter["clauses"]): Filter => ({ conjunction: "or", clauses });
/** A filter of one clause. */
const clause = (property: string, operator: string, value: string | number | boolean) => all(where(property, operator, value));
const meter = (aggregation: unknown, filter: Filter = all()) => ({ aggregation, filter }) as Meter;

describe("a meter's filter", () => {
  const call = event("llm.call", { model: "gpt-large", tokens: 120, cached: false });

  it("compares names, metadata strings and numbers with every operator", () => {
    const cases: [Filter, boolean][] = [
      [clause("name", "eq", "llm.call"), true],
      [clause("name", "ne", "llm.call"), false],
      [clause("name", "like", "llm"), true],
      [clause("name", "not_like", "llm"), false],
      [clause("model", "eq", "gpt-large"), true],
      [clause("metadata.model", "eq", "gpt-large"), true],
      [clause("model", "like", "large"), true],
      [clause("model", "like", "gpt%large"), true],
      [clause("model", "not_like", "small"), true],
      [clause("tokens", "gt", 100), true],
      [clause("tokens", "gte", 120), true],
      [clause("tokens", "lt", 120), false],
      [clause("tokens", "lte", 120), true],
      [clause("tokens", "eq", 120), true],
      [clause("tokens", "ne", 120), false],
      // A value of another type never matches, nor does a property the event lacks.
      [clause("tokens", "eq", "120"), false],
      [clause("missing", "eq", "x"), false],
      [clause("missing", "ne", "x"), false],
      [clause("cached", "eq", false), true],
      [clause("cached", "eq", 0), false],
      [clause("timestamp", "gte", Date.parse("2026-01-01T00:00:00Z") / 1000), true],
      [clause("timestamp", "lt", Date.parse("2026-01-01T00:00:00Z") / 1000), false],
      [clause("source", "eq", "user"), true],
    ];
    for (const [filter, expected] of cases) expect(filterMatches(filter, call), JSON.stringify(filter)).toBe(expected);
  });

  it("combines clauses with and/or, nested", () => {
    const nested = all(where("name", "eq", "llm.call"), any(where("model", "eq", "gpt-small"), where("tokens", "gt", 100)));
    expect(filterMatches(nested, call)).toBe(true);
    expect(filterMatches(nested, event("llm.call", { model: "gpt-large", tokens: 10 }))).toBe(false);
    expect(filterMatches(nested, event("llm.call", { model: "gpt-small", tokens: 10 }))).toBe(true);
    expect(filterMatches(any(), call)).toBe(true);
  });
});

describe("a meter's aggregation", () => {
  const events = [
    event("e", { tokens: 10, user: "a" }),
    event("e", { tokens: 30, user: "b" }),
    event("e", { tokens: 20, user: "a" }),
    event("e", { note: "x" }),
  ];
  it("counts, sums, takes the max, min and average of a numeric property, and counts unique values", () => {
    expect(aggregate(meter({ func: "count" }), events)).toBe(4);
    expect(aggregate(meter({ func: "sum", property: "tokens" }), events)).toBe(60);
    expect(aggregate(meter({ func: "max", property: "tokens" }), events)).toBe(30);
    expect(aggregate(meter({ func: "min", property: "metadata.tokens" }), events)).toBe(10);
    expect(aggregate(meter({ func: "avg", property: "tokens" }), events)).toBe(20);
    expect(aggregate(meter({ func: "unique", property: "user" }), events)).toBe(2);
    expect(aggregate(meter({ func: "sum", property: "tokens" }), [])).toBe(0);
  });
});

describe("through the API", () => {
  const ctx = emulatorForFile();
  const post = async (path: string, body: unknown) => {
    const res = await api(ctx.emu, "POST", path, body);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };

  /** A monthly plan: $10, plus 2 cents a token beyond the credits (at most $5), with `units` credits a month. */
  async function meteredPlan(name: string, rollover: boolean) {
    const tokens = await post("/v1/meters/", {
      name: `${name} tokens`,
      filter: clause("name", "eq", `${name}.llm`),
      aggregation: { func: "sum", property: "tokens" },
    });
    const credits = await post("/v1/benefits/", {
      type: "meter_credit",
      description: `${name} credits`,
      properties: { meter_id: tokens.id, units: 100, rollover },
    });
    const product = await post("/v1/products/", {
      name,
      recurring_interval: "month",
      prices: [
        { amount_type: "fixed", price_amount: 1000 },
        { amount_type: "metered_unit", meter_id: tokens.id, unit_amount: "2", cap_amount: 500 },
      ],
    });
    await post(`/v1/products/${product.id}/benefits`, { benefits: [credits.id] });
    const bought = await post("/__emulator/trigger/subscribe", {
      product_id: product.id,
      customer_email: `${name}@example.com`,
      external_customer_id: name,
    });
    return { meterId: tokens.id as string, subscriptionId: bought.subscription_id as string };
  }
  const use = (name: string, tokens: number, externalId?: string) =>
    post("/v1/events/ingest", {
      events: [{ name: `${name}.llm`, external_customer_id: name, external_id: externalId, metadata: { tokens } }],
    });
  const meterOf = async (name: string, meterId: string) =>
    (await api(ctx.emu, "GET", `/v1/customer-meters/?external_customer_id=${name}&meter_id=${meterId}`)).body.items[0];
  const renew = async (subscriptionId: string) => {
    const { order_id } = await post("/__emulator/trigger/renew", { subscription_id: subscriptionId });
    return (await api(ctx.emu, "GET", `/v1/orders/${order_id}`)).body;
  };

  it("ingestion skips an event whose external_id was seen before, in the same batch or an earlier one", async () => {
    await meteredPlan("dedupe", false);
    const first = await post("/v1/events/ingest", {
      events: [
        { name: "dedupe.llm", external_customer_id: "dedupe", external_id: "call-1", metadata: { tokens: 5 } },
        { name: "dedupe.llm", external_customer_id: "dedupe", external_id: "call-1", metadata: { tokens: 5 } },
        { name: "dedupe.llm", external_customer_id: "dedupe", metadata: { tokens: 5 } },
      ],
    });
    expect(first).toEqual({ inserted: 2, duplicates: 1 });
    expect(await use("dedupe", 5, "call-1")).toEqual({ inserted: 0, duplicates: 1 });
  });

  it("a sum meter adds the property over the events its filter picks, against the plan's credits", async () => {
    const { meterId } = await meteredPlan("summed", false);
    await use("summed", 30);
    await use("summed", 50);
    await post("/v1/events/ingest", { events: [{ name: "other.llm", external_customer_id: "summed", metadata: { tokens: 1000 } }] });
    expect(await meterOf("summed", meterId)).toMatchObject({ consumed_units: 80, credited_units: 100, balance: 20 });
    const now = Date.now();
    const quantities = await api(
      ctx.emu,
      "GET",
      `/v1/meters/${meterId}/quantities?start_timestamp=${new Date(now - 86_400_000).toISOString()}&end_timestamp=${new Date(now + 86_400_000).toISOString()}&interval=day`,
    );
    expect(quantities.body.total).toBe(80);
  });

  it("a meter created through the API applies its nested filter and its aggregation to what is ingested", async () => {
    await meteredPlan("unique", false);
    const meter = await post("/v1/meters/", {
      name: "Active users",
      filter: all(where("name", "like", "seen"), any(where("plan", "eq", "pro"), where("seats", "gte", 5))),
      aggregation: { func: "unique", property: "user" },
    });
    const seen = (user: string, metadata: Record<string, string | number>) => ({
      name: "user.seen",
      external_customer_id: "unique",
      metadata: { user, ...metadata },
    });
    await post("/v1/events/ingest", {
      events: [
        seen("ann", { plan: "pro" }),
        seen("ann", { plan: "pro" }),
        seen("bob", { plan: "free", seats: 9 }),
        seen("cat", { plan: "free", seats: 1 }),
        { name: "user.left", external_customer_id: "unique", metadata: { user: "dan", plan: "pro" } },
      ],
    });
    expect(await meterOf("unique", meter.id)).toMatchObject({ consumed_units: 2, credited_units: 0 });
  });

  it("a renewal bills the usage beyond the credits at the unit price, up to the cap, and starts the meter over", async () => {
    const { meterId, subscriptionId } = await meteredPlan("billed", false);
    await use("billed", 130);
    const order = await renew(subscriptionId);
    // $10 for the plan, 30 tokens beyond the 100 credits at 2 cents.
    expect(order.subtotal_amount).toBe(1060);
    expect(order.items.map((i: { amount: number }) => i.amount)).toEqual([1000, 60]);
    expect(await meterOf("billed", meterId)).toMatchObject({ consumed_units: 0, credited_units: 100, balance: 100 });

    await use("billed", 10_000);
    expect((await renew(subscriptionId)).subtotal_amount).toBe(1500);
  });

  it("credits without rollover start over at 100; with rollover what is left is carried into the next period", async () => {
    const plain = await meteredPlan("plain", false);
    await use("plain", 40);
    await renew(plain.subscriptionId);
    expect(await meterOf("plain", plain.meterId)).toMatchObject({ consumed_units: 0, credited_units: 100 });

    const rolling = await meteredPlan("rolling", true);
    await use("rolling", 40);
    expect((await renew(rolling.subscriptionId)).subtotal_amount).toBe(1000);
    expect(await meterOf("rolling", rolling.meterId)).toMatchObject({ consumed_units: 0, credited_units: 160, balance: 160 });
    // Overspent: nothing is left to carry.
    await use("rolling", 200);
    expect((await renew(rolling.subscriptionId)).subtotal_amount).toBe(1080);
    expect(await meterOf("rolling", rolling.meterId)).toMatchObject({ credited_units: 100 });

    const events = await api(ctx.emu, "GET", `/v1/events/?external_customer_id=rolling&source=system`);
    expect(events.body.items.map((e: { name: string }) => e.name)).toContain("meter.reset");
  });
});
