import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Polar } from "@polar-sh/sdk";
import { validateEvent } from "@polar-sh/sdk/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaProblems } from "@/emulator/openapi";
import type { Emulator } from "@/emulator/server";
import { NEW_CUSTOMER_SUBSCRIPTION_SEQUENCE } from "../support/polar-sequences";
import { api, emulator, receiver, TOKEN } from "./support";

let emu: Emulator;
let polar: Polar;
let hook: Awaited<ReturnType<typeof receiver>>;
let secret: string;

const payloadSchema = (type: string) =>
  `Webhook${type
    .split(/[._]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("")}Payload`;

async function flush() {
  expect((await api(emu, "POST", "/__emulator/flush")).status).toBe(200);
}

/** The types received since `from`, in arrival order. */
const typesSince = (from: number) => hook.received.slice(from).map((r) => r.type);

async function buyOnHostedPage(productName: string, card: string, extra: Record<string, string> = {}) {
  const products = await polar.products.list({ query: productName });
  const checkout = await polar.checkouts.create({
    products: [products.result.items[0].id],
    externalCustomerId: "user-42",
    successUrl: "http://app.test/billing/success?checkout_id={CHECKOUT_ID}",
  });
  const page = await fetch(checkout.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(productName);
  const res = await fetch(checkout.url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ customer_email: "Buyer@Example.com", customer_name: "Buyer", card, ...extra }),
  });
  return { checkout, res };
}

beforeAll(async () => {
  emu = await emulator();
  polar = new Polar({ accessToken: TOKEN, serverURL: emu.url });
  hook = await receiver();
  const endpoint = await polar.webhooks.createWebhookEndpoint({
    url: hook.url,
    format: "raw",
    events: [
      "checkout.created",
      "checkout.updated",
      "customer.created",
      "customer.state_changed",
      "order.created",
      "order.updated",
      "order.paid",
      "subscription.created",
      "subscription.active",
      "subscription.updated",
      "subscription.canceled",
      "subscription.uncanceled",
      "subscription.revoked",
      "benefit_grant.created",
      "benefit_grant.revoked",
    ],
  });
  secret = endpoint.secret;
});
afterAll(async () => {
  await emu.close();
  await hook.close();
});

describe("a purchase on the hosted checkout page", () => {
  it("refuses a declined card and keeps the checkout open", async () => {
    const { checkout, res } = await buyOnHostedPage("Pro monthly", "4000 0000 0000 0002");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your card was declined.");
    expect((await polar.checkouts.get({ id: checkout.id })).status).toBe("open");
  });

  it("a subscription: redirects to the success URL and sends Polar's webhook sequence, signed", async () => {
    await flush();
    const from = hook.received.length;
    const { checkout, res } = await buyOnHostedPage("Pro monthly", "4242 4242 4242 4242");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`http://app.test/billing/success?checkout_id=${checkout.id}`);
    await flush();
    expect(typesSince(from)).toEqual(NEW_CUSTOMER_SUBSCRIPTION_SEQUENCE);
    const state = await polar.customers.getStateExternal({ externalId: "user-42" });
    expect(state.activeSubscriptions).toHaveLength(1);
    expect(state.grantedBenefits).toHaveLength(2);
    expect((await polar.checkouts.get({ id: checkout.id })).status).toBe("succeeded");
  });

  it("every delivery carries Standard Webhooks headers that the SDK verifies, and every payload fits Polar's schema", () => {
    expect(hook.received.length).toBeGreaterThan(10);
    for (const delivery of hook.received) {
      const headers = Object.fromEntries(Object.entries(delivery.headers).map(([k, v]) => [k, String(v)]));
      const event = validateEvent(delivery.body, headers, secret);
      expect(event.type).toBe(delivery.type);
      expect(schemaProblems(payloadSchema(delivery.type), JSON.parse(delivery.body))).toEqual([]);
    }
  });

  it("a wrong secret fails the SDK's verification", () => {
    const delivery = hook.received[0];
    const headers = Object.fromEntries(Object.entries(delivery.headers).map(([k, v]) => [k, String(v)]));
    expect(() => validateEvent(delivery.body, headers, "whsec_wrong")).toThrow();
  });
});

describe("the subscription's life", () => {
  it("renews when the clock passes the period end", async () => {
    await flush();
    const from = hook.received.length;
    expect((await api(emu, "POST", "/__emulator/trigger/advance", { days: 32 })).status).toBe(200);
    await flush();
    // This endpoint is not subscribed to subscription.cycled nor benefit_grant.cycled (see renewals.test.ts).
    expect(typesSince(from)).toEqual(["subscription.updated", "order.created", "order.updated", "order.paid", "customer.state_changed"]);
    const orders = await polar.orders.list({ externalCustomerId: "user-42" });
    expect(orders.result.items.map((o) => o.billingReason).sort()).toEqual(["subscription_create", "subscription_cycle"]);
  });

  it("cancels at period end with a reason, then uncancels", async () => {
    const [subscription] = (await polar.subscriptions.list({ externalCustomerId: "user-42" })).result.items;
    await flush();
    let from = hook.received.length;
    const canceled = await polar.subscriptions.update({
      id: subscription.id,
      subscriptionUpdate: { cancelAtPeriodEnd: true, customerCancellationReason: "too_expensive", customerCancellationComment: "Later" },
    });
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, customerCancellationReason: "too_expensive" });
    await flush();
    expect(typesSince(from)).toEqual(["subscription.updated", "subscription.canceled", "customer.state_changed"]);
    from = hook.received.length;
    const resumed = await polar.subscriptions.update({ id: subscription.id, subscriptionUpdate: { cancelAtPeriodEnd: false } });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    await flush();
    expect(typesSince(from)).toEqual(["subscription.updated", "subscription.uncanceled", "customer.state_changed"]);
  });

  it("revokes at once, with the benefits", async () => {
    const [subscription] = (await polar.subscriptions.list({ externalCustomerId: "user-42" })).result.items;
    await flush();
    const from = hook.received.length;
    const revoked = await polar.subscriptions.revoke({ id: subscription.id });
    expect(revoked.status).toBe("canceled");
    await flush();
    expect(typesSince(from)).toEqual([
      "subscription.updated",
      "subscription.canceled",
      "subscription.revoked",
      "benefit_grant.revoked",
      "benefit_grant.revoked",
      "customer.state_changed",
    ]);
    expect((await polar.customers.getStateExternal({ externalId: "user-42" })).activeSubscriptions).toEqual([]);
    const again = await api(emu, "DELETE", `/v1/subscriptions/${subscription.id}`);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe("AlreadyCanceledSubscription");
  });

  it("a one-time purchase through the client confirm API", async () => {
    const products = await polar.products.list({ query: "Lifetime" });
    const checkout = await polar.checkouts.create({ products: [products.result.items[0].id], customerEmail: "once@example.com" });
    await flush();
    const from = hook.received.length;
    const confirmed = await api(
      emu,
      "POST",
      `/v1/checkouts/client/${checkout.clientSecret}/confirm`,
      { confirmation_token_id: "4242424242424242" },
      null,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe("confirmed");
    await new Promise((r) => setTimeout(r, 50));
    await flush();
    expect((await polar.checkouts.get({ id: checkout.id })).status).toBe("succeeded");
    expect(typesSince(from)).toEqual([
      "customer.created",
      "checkout.updated",
      "order.created",
      "order.updated",
      "order.paid",
      "checkout.updated",
      "benefit_grant.created",
      "benefit_grant.created",
      "customer.state_changed",
    ]);
  });
});

describe("delivery", () => {
  it("retries a failing endpoint with the same webhook-id and logs each attempt", async () => {
    let calls = 0;
    const flaky = await receiver(() => (++calls <= 2 ? 500 : 200));
    const endpoint = await polar.webhooks.createWebhookEndpoint({ url: flaky.url, format: "raw", events: ["customer.created"] });
    await polar.customers.create({ email: "retry@example.com" });
    const until = Date.now() + 5000;
    while (flaky.received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect(calls).toBe(3);
    const deliveries = await polar.webhooks.listWebhookDeliveries({ endpointId: endpoint.id });
    const attempts = deliveries.result.items;
    expect(attempts.map((d) => d.succeeded).sort()).toEqual([false, false, true]);
    expect(new Set(attempts.map((d) => d.webhookEvent.id)).size).toBe(1);
    expect(flaky.received[0].headers["webhook-id"]).toBe(attempts[0].webhookEvent.id);
    await flaky.close();
  });
});

describe("redelivery", () => {
  it("sends an event again with the same webhook-id", async () => {
    await flush();
    const endpoints = await polar.webhooks.listWebhookEndpoints({});
    const main = endpoints.result.items.find((e) => e.url === hook.url)!;
    const deliveries = await polar.webhooks.listWebhookDeliveries({ endpointId: main.id, limit: 1 });
    const event = deliveries.result.items[0].webhookEvent;
    const before = hook.received.length;
    expect((await api(emu, "POST", `/v1/webhooks/events/${event.id}/redeliver`)).status).toBe(202);
    await flush();
    const again = hook.received.slice(before);
    expect(again).toHaveLength(1);
    expect(again[0].headers["webhook-id"]).toBe(event.id);
    expect(again[0].body).toBe(event.payload);
    expect((await api(emu, "POST", "/v1/webhooks/events/00000000-0000-4000-8000-000000000000/redeliver")).status).toBe(404);
  });
});

describe("state on disk", () => {
  it("survives a restart, and reset brings back the seeded catalogue", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "polar-emulator-"));
    try {
      const first = await emulator(dir);
      expect((await api(first, "POST", "/v1/customers/", { email: "kept@example.com" })).status).toBe(201);
      await first.close();
      const second = await emulator(dir);
      const listed = await api(second, "GET", "/v1/customers/?email=kept@example.com");
      expect(listed.body.items).toHaveLength(1);
      expect((await api(second, "POST", "/__emulator/reset", {})).status).toBe(200);
      expect((await api(second, "GET", "/v1/customers/")).body.items).toHaveLength(0);
      expect((await api(second, "GET", "/v1/products/")).body.pagination.total_count).toBe(6);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
