import { vi } from "vitest";

const SECRET = vi.hoisted(() => {
  const secret = "whsec_test_webhook_secret_for_the_app";
  process.env.POLAR_WEBHOOK_SECRET = secret;
  return secret;
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/webhooks/polar/route";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import {
  billingBenefit,
  billingBenefitGrant,
  billingCustomer,
  billingMeter,
  billingOrder,
  billingOrderItem,
  billingProduct,
  billingSubscription,
  billingSubscriptionMeter,
  polarWebhookEvent,
} from "@/db/schema";
import { signatureHeaders } from "@/emulator/webhooks/sign.mjs";
import { effectQuery, effectStatement, mirrors } from "@/lib/billing/webhooks/apply";
import { statementName } from "@/lib/billing/webhooks/compiled";
import { processedGate } from "@/lib/billing/webhooks/ingest";
import { PgDialect } from "drizzle-orm/pg-core";
import { emulatorWiredToApp, type EmulatorWiredToApp } from "../support/emulator-wired-to-app";

const URL = "http://localhost:3000/api/webhooks/polar";
let counter = 0;
const newId = () => `msg_${Date.now().toString(36)}_${(counter += 1)}`;

/** A request as Polar sends it: Standard Webhooks headers over the exact body. */
function signed(payload: unknown, opts: { id?: string; secret?: string; at?: number; tamper?: (body: string) => string } = {}) {
  const body = JSON.stringify(payload);
  const headers = signatureHeaders(opts.secret ?? SECRET, opts.id ?? newId(), opts.at ?? Math.floor(Date.now() / 1000), body);
  return new Request(URL, { method: "POST", headers, body: opts.tamper ? opts.tamper(body) : body });
}

async function storedEvent(id: string) {
  const [row] = await db.select().from(polarWebhookEvent).where(eq(polarWebhookEvent.webhookId, id));
  return row;
}

const customer = (id: string, modified: string, name: string) => ({
  id,
  created_at: "2026-11-01T00:00:00Z",
  modified_at: modified,
  metadata: {},
  external_id: `user-${id}`,
  email: `${id}@example.com`,
  email_verified: false,
  type: "individual",
  name,
  billing_name: null,
  billing_address: null,
  tax_id: null,
  organization_id: "org",
  deleted_at: null,
  first_user_event_at: null,
  avatar_url: null,
});

beforeAll(() => ensureMigrated());

describe("signature checks: 4xx and nothing stored", () => {
  const payload = { type: "customer.updated", timestamp: new Date().toISOString(), data: customer("sig", "2026-11-02T00:00:00Z", "Sig") };

  it.each([
    [
      "a missing signature",
      () => new Request(URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) }),
    ],
    ["a wrong secret", () => signed(payload, { secret: "whsec_someone_else" })],
    ["a timestamp 301 s old", () => signed(payload, { at: Math.floor(Date.now() / 1000) - 301 })],
    ["a timestamp 301 s ahead", () => signed(payload, { at: Math.floor(Date.now() / 1000) + 301 })],
    ["a changed byte", () => signed(payload, { tamper: (body) => body.replace('"Sig"', '"Sag"') })],
  ])("%s", async (_label, make) => {
    const request = make();
    const id = request.headers.get("webhook-id");
    const res = await POST(request);
    expect(res.status).toBe(403);
    if (id) expect(await storedEvent(id)).toBeUndefined();
    expect(await db.select().from(billingCustomer).where(eq(billingCustomer.id, "sig"))).toHaveLength(0);
  });

  it("a timestamp 299 s old is still accepted", async () => {
    const res = await POST(signed(payload, { at: Math.floor(Date.now() / 1000) - 299 }));
    expect(res.status).toBe(202);
  });
});

describe("idempotence and order", () => {
  it("the same event twice is applied once and acknowledged both times", async () => {
    const id = newId();
    const payload = {
      type: "customer.created",
      timestamp: new Date().toISOString(),
      data: customer("twice", "2026-11-02T00:00:00Z", "Twice"),
    };
    const first = await POST(signed(payload, { id }));
    const second = await POST(signed(payload, { id }));
    expect([first.status, second.status]).toEqual([202, 202]);
    expect((await second.json()).duplicate).toBe(true);
    expect(await db.select().from(polarWebhookEvent).where(eq(polarWebhookEvent.webhookId, id))).toHaveLength(1);
  });

  it("twenty copies at once on real Postgres: one event row, applied once", async () => {
    const id = newId();
    const payload = {
      type: "customer.created",
      timestamp: new Date().toISOString(),
      data: customer("twenty", "2026-11-02T00:00:00Z", "Twenty"),
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => POST(signed(payload, { id }))));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(202));
    const bodies = await Promise.all(replies.map((r) => r.json()));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    const [row] = await db.select().from(polarWebhookEvent).where(eq(polarWebhookEvent.webhookId, id));
    expect(row.processedAt).not.toBeNull();
  });

  it("events out of order: the newest state wins", async () => {
    const newer = {
      type: "customer.updated",
      timestamp: new Date().toISOString(),
      data: customer("order", "2026-11-05T00:00:00Z", "Newest"),
    };
    const older = {
      type: "customer.updated",
      timestamp: new Date().toISOString(),
      data: customer("order", "2026-11-03T00:00:00Z", "Older"),
    };
    expect((await POST(signed(newer))).status).toBe(202);
    expect((await POST(signed(older))).status).toBe(202);
    const [row] = await db.select().from(billingCustomer).where(eq(billingCustomer.id, "order"));
    expect(row.name).toBe("Newest");
  });

  it("a newer version replaces every field of the stored copy, the customer's state included; an older one none", async () => {
    const send = async (type: string, data: Record<string, unknown>) =>
      expect((await POST(signed({ type, timestamp: new Date().toISOString(), data }))).status).toBe(202);
    await send("customer.created", customer("replaced", "2026-11-03T00:00:00Z", "First"));
    await send("customer.updated", {
      ...customer("replaced", "2026-11-04T00:00:00Z", "Second"),
      email: "second@example.com",
      external_id: null,
    });
    let [row] = await db.select().from(billingCustomer).where(eq(billingCustomer.id, "replaced"));
    expect([row.name, row.email, row.externalId, row.modifiedAt.toISOString()]).toEqual([
      "Second",
      "second@example.com",
      null,
      "2026-11-04T00:00:00.000Z",
    ]);

    const state = (modified: string, benefit: string) => ({
      ...customer("replaced", modified, "Third"),
      active_subscriptions: [],
      granted_benefits: [{ id: benefit }],
      active_meters: [],
    });
    await send("customer.state_changed", state("2026-11-05T00:00:00Z", "ben_new"));
    await send("customer.state_changed", state("2026-11-04T12:00:00Z", "ben_old"));
    [row] = await db.select().from(billingCustomer).where(eq(billingCustomer.id, "replaced"));
    expect(row.name).toBe("Third");
    expect(row.state).toEqual({ active_subscriptions: [], granted_benefits: [{ id: "ben_new" }], active_meters: [] });
  });

  it("a redelivered event changes nothing, even when its payload now carries a newer version", async () => {
    const id = newId();
    const send = (name: string, modified: string) =>
      POST(
        signed({ type: "customer.updated", timestamp: new Date().toISOString(), data: customer("redelivered", modified, name) }, { id }),
      );
    expect((await send("Applied", "2026-11-02T00:00:00Z")).status).toBe(202);
    const again = await send("Never applied", "2026-11-09T00:00:00Z");
    expect(again.status).toBe(202);
    expect((await again.json()).duplicate).toBe(true);
    const [row] = await db.select().from(billingCustomer).where(eq(billingCustomer.id, "redelivered"));
    expect(row.name).toBe("Applied");
    expect((await storedEvent(id)).attempts).toBe(1);
  });

  it("a subscription's meters follow its newest version: one it no longer lists is removed; an older version changes none", async () => {
    const meter = (id: string) => ({
      id: `sm_${id}`,
      meter_id: `meter_${id}`,
      consumed_units: 3,
      credited_units: 10,
      amount: 0,
      meter: { id: `meter_${id}`, name: `Meter ${id}`, created_at: "2026-11-01T00:00:00Z", modified_at: null },
    });
    const subscription = (modified: string, meters: string[]) => ({
      type: "subscription.updated",
      timestamp: new Date().toISOString(),
      data: {
        id: "sub_meters",
        status: "active",
        customer_id: "meters-customer",
        product_id: "prod_meters",
        amount: 1000,
        currency: "usd",
        recurring_interval: "month",
        current_period_start: "2026-11-01T00:00:00Z",
        current_period_end: "2026-12-01T00:00:00Z",
        cancel_at_period_end: false,
        metadata: {},
        created_at: "2026-11-01T00:00:00Z",
        modified_at: modified,
        meters: meters.map(meter),
      },
    });
    const meterIds = async () =>
      (await db.select().from(billingSubscriptionMeter).where(eq(billingSubscriptionMeter.subscriptionId, "sub_meters")))
        .map((m) => m.id)
        .sort();
    expect((await POST(signed(subscription("2026-11-02T00:00:00Z", ["a", "b"])))).status).toBe(202);
    expect(await meterIds()).toEqual(["sm_a", "sm_b"]);
    expect((await POST(signed(subscription("2026-11-03T00:00:00Z", ["b", "c"])))).status).toBe(202);
    expect(await meterIds()).toEqual(["sm_b", "sm_c"]);
    expect((await POST(signed(subscription("2026-11-02T12:00:00Z", ["a"])))).status).toBe(202);
    expect(await meterIds()).toEqual(["sm_b", "sm_c"]);
    expect(await db.select().from(billingMeter).where(eq(billingMeter.id, "meter_c"))).toHaveLength(1);
  });

  it("a product that names one benefit twice is applied, with the version it gives last", async () => {
    const benefit = (description: string) => ({
      id: "ben_twice",
      type: "custom",
      description,
      properties: { note: null },
      metadata: {},
      created_at: "2026-11-01T00:00:00Z",
      modified_at: "2026-11-02T00:00:00Z",
    });
    const product = {
      id: "prod_twice",
      name: "Twice",
      description: null,
      recurring_interval: null,
      is_archived: false,
      metadata: {},
      prices: [],
      benefits: [benefit("First"), benefit("Last")],
      created_at: "2026-11-01T00:00:00Z",
      modified_at: null,
    };
    expect((await POST(signed({ type: "product.created", timestamp: new Date().toISOString(), data: product }))).status).toBe(202);
    const [row] = await db.select().from(billingBenefit).where(eq(billingBenefit.id, "ben_twice"));
    expect(row.description).toBe("Last");
    expect(await db.select().from(billingProduct).where(eq(billingProduct.id, "prod_twice"))).toHaveLength(1);
  });

  it("an event type the app does not mirror is stored and acknowledged", async () => {
    const id = newId();
    const res = await POST(signed({ type: "organization.future_event", timestamp: new Date().toISOString(), data: { id: "x" } }, { id }));
    expect(res.status).toBe(202);
    expect((await storedEvent(id))?.type).toBe("organization.future_event");
  });
});

describe("failure inside the handler", () => {
  it("answers 5xx, leaves no partial rows and logs the event as failed; the redelivery then succeeds", async () => {
    const id = newId();
    const order = {
      id: "fail-order",
      created_at: "2026-11-01T00:00:00Z",
      modified_at: null,
      status: "paid",
      billing_reason: "purchase",
      customer_id: "fail-customer",
      customer: customer("fail-customer", "2026-11-01T00:00:00Z", "Fail"),
      subtotal_amount: 1000,
      discount_amount: 0,
      tax_amount: 0,
      total_amount: 1000,
      refunded_amount: 0,
      currency: "usd",
      metadata: {},
      items: [{ id: "fail-item", label: "Item", amount: 1000, tax_amount: 0, product_price_id: null }],
    };
    const payload = { type: "order.paid", timestamp: new Date().toISOString(), data: order };
    // The order table is briefly unavailable: the customer is written first, then the order fails.
    await db.execute(sql`alter table billing_order rename to billing_order_away`);
    let res: Response;
    try {
      res = await POST(signed(payload, { id }));
    } finally {
      await db.execute(sql`alter table billing_order_away rename to billing_order`);
    }
    expect(res.status).toBe(500);
    // Kept for the console's webhook log, unprocessed, with why it failed; none of its effect is written.
    expect(await storedEvent(id)).toMatchObject({
      processedAt: null,
      attempts: 1,
      error: 'error: relation "billing_order" does not exist',
    });
    expect(await db.select().from(billingCustomer).where(eq(billingCustomer.id, "fail-customer"))).toHaveLength(0);

    const again = await POST(signed(payload, { id }));
    expect(again.status).toBe(202);
    expect(await storedEvent(id)).toMatchObject({ error: null, attempts: 2 });
    expect((await storedEvent(id)).processedAt).not.toBeNull();
    expect(await db.select().from(billingOrder).where(eq(billingOrder.id, "fail-order"))).toHaveLength(1);
    expect(await db.select().from(billingOrderItem).where(eq(billingOrderItem.orderId, "fail-order"))).toHaveLength(1);
  });
});

describe("a purchase in the emulator reaches the mirror", () => {
  let wired: EmulatorWiredToApp;
  beforeAll(async () => {
    wired = await emulatorWiredToApp({ token: "t", secret: SECRET });
  });
  afterAll(() => wired.close());

  const trigger = (scenario: string, body: unknown) => wired.call(`/__emulator/trigger/${scenario}`, body);
  const subscriptionRow = async (id: string) => (await db.select().from(billingSubscription).where(eq(billingSubscription.id, id)))[0];
  const ordersOf = async (subscriptionId: string) =>
    (await db.select().from(billingOrder).where(eq(billingOrder.subscriptionId, subscriptionId)))
      .map((o) => `${o.billingReason}:${o.status}`)
      .sort();
  const unprocessedEvents = () =>
    db
      .select()
      .from(polarWebhookEvent)
      .where(sql`processed_at is null`);

  it("a subscription, a renewal and a cancellation are mirrored", async () => {
    const bought = await trigger("subscribe", {
      product: "Pro monthly",
      customer_email: "mirror@example.com",
      external_customer_id: "mirror-user",
    });
    await trigger("renew", { subscription_id: bought.subscription_id });
    await trigger("cancel", { subscription_id: bought.subscription_id, reason: "too_expensive" });
    await wired.flush();

    expect(await subscriptionRow(bought.subscription_id)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      cancellationReason: "too_expensive",
      amount: 1500,
    });
    expect(await ordersOf(bought.subscription_id)).toEqual(["subscription_create:paid", "subscription_cycle:paid"]);
    const [cust] = await db.select().from(billingCustomer).where(eq(billingCustomer.externalId, "mirror-user"));
    expect((cust.state as { active_subscriptions: unknown[] }).active_subscriptions).toHaveLength(1);
    const grants = await db.select().from(billingBenefitGrant).where(eq(billingBenefitGrant.customerId, cust.id));
    expect(grants).toHaveLength(2);
    expect(await unprocessedEvents()).toEqual([]);
  });

  it("Polar's clock moves on: the renewal's new period and order, then a pause and a resume, are mirrored", async () => {
    const bought = await trigger("subscribe", { product: "Pro monthly", customer_email: "clock@example.com" });
    await wired.flush();
    const before = await subscriptionRow(bought.subscription_id);

    // Webhooks sent after the move are signed with the wall clock, so the app accepts every one of them.
    await trigger("advance", { days: 31 });
    await wired.flush();
    expect((await subscriptionRow(bought.subscription_id)).currentPeriodStart).toEqual(before.currentPeriodEnd);
    expect(await ordersOf(bought.subscription_id)).toEqual(["subscription_create:paid", "subscription_cycle:paid"]);

    await wired.call(`/v1/subscriptions/${bought.subscription_id}`, { pause_at_period_end: true }, "PATCH");
    await trigger("advance", { days: 31 });
    await wired.flush();
    expect((await subscriptionRow(bought.subscription_id)).status).toBe("paused");
    await wired.call(`/v1/subscriptions/${bought.subscription_id}`, { resume: true }, "PATCH");
    await wired.flush();
    expect((await subscriptionRow(bought.subscription_id)).status).toBe("active");
    expect(await unprocessedEvents()).toEqual([]);
  });

  it("a one-time purchase mirrors its order with the product it names", async () => {
    const bought = await trigger("purchase", { product: "Lifetime license", external_customer_id: "once-user" });
    await wired.flush();
    const [order] = await db.select().from(billingOrder).where(eq(billingOrder.id, bought.order_id));
    expect(order).toMatchObject({ billingReason: "purchase", status: "paid", totalAmount: 9900 });
    const [product] = await db.select().from(billingProduct).where(eq(billingProduct.id, order.productId!));
    expect(product.name).toBe("Lifetime license");
    // As Polar sends it, order.created, order.updated and order.paid (in that order: tests/emulator/purchase.test.ts),
    // each stored and applied once, with one order item.
    const events = await db
      .select()
      .from(polarWebhookEvent)
      .where(sql`${polarWebhookEvent.payload}->'data'->>'id' = ${bought.order_id}`)
      .orderBy(polarWebhookEvent.type);
    expect(events.map((e) => [e.type, e.attempts, e.processedAt !== null])).toEqual([
      ["order.created", 1, true],
      ["order.paid", 1, true],
      ["order.updated", 1, true],
    ]);
    expect(await db.select().from(billingOrderItem).where(eq(billingOrderItem.orderId, bought.order_id))).toHaveLength(1);
  });

  it("a metered subscription mirrors its meters", async () => {
    const bought = await trigger("subscribe", {
      product: "Usage-based API",
      customer_email: "meters@example.com",
      external_customer_id: "meters-user",
    });
    await wired.flush();
    const meters = await db
      .select()
      .from(billingSubscriptionMeter)
      .where(eq(billingSubscriptionMeter.subscriptionId, bought.subscription_id));
    expect(meters).toHaveLength(1);
    expect(meters[0]).toMatchObject({ consumedUnits: 0 });
    const [meter] = await db.select().from(billingMeter).where(eq(billingMeter.id, meters[0].meterId));
    expect(meter.name).toBe("API calls");
  });

  it("every event Polar's emulator delivered here is written by the statement Drizzle compiles from it", async () => {
    // The emulator's payloads as Polar shapes them (lib/billing/webhooks/compiled.ts fills a template per shape).
    const stored = (await db.select().from(polarWebhookEvent)).filter((e) => mirrors(e.type));
    expect(new Set(stored.map((e) => e.type)).size).toBeGreaterThan(10);
    const dialect = new PgDialect();
    for (const event of stored) {
      const payload = event.payload as { type: string; data: Record<string, unknown> };
      const gate = processedGate({ webhookId: event.webhookId, type: event.type, payload }, event.receivedAt);
      const drizzle = dialect.sqlToQuery(effectStatement(event.type, payload.data, gate));
      expect(effectQuery(event.type, payload.data, gate), event.type).toEqual({
        name: statementName(drizzle.sql),
        text: drizzle.sql,
        params: drizzle.params,
      });
    }
  });
});
