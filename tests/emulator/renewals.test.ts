import { validateEvent } from "@polar-sh/sdk/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Emulator } from "@/emulator/server";
import { WEBHOOK_USER_AGENT } from "@/emulator/webhooks/sign.mjs";
import type { JsonReply } from "../support/json";
import { api, emulator, receiver, type Received } from "./support";

/**
 * A subscription's life after the checkout, as Polar sends it: renewals (subscription.cycled first), failed
 * payments and dunning, pause and resume, the end of a cancelled period. The emulator's clock is moved with
 * the control API; the webhooks keep the wall clock's signing time, so a receiver still accepts them.
 */
let emu: Emulator;
let hook: Awaited<ReturnType<typeof receiver>>;
let secret: string;

beforeAll(async () => {
  emu = await emulator();
  hook = await receiver();
  // The control API registers the endpoint for every event type the emulator sends.
  secret = (await api(emu, "POST", "/__emulator/webhook-endpoint", { url: hook.url })).body.secret;
});
afterAll(async () => {
  await emu.close();
  await hook.close();
});

const control = async (path: string, body: unknown = {}) => {
  const res = await api(emu, "POST", `/__emulator${path}`, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const flush = () => control("/flush");
const dataOf = (r: Received) => (JSON.parse(r.body) as { data: JsonReply }).data;

/** What reached the receiver after `from` about one customer (their subscription, orders, grants and state). */
function sentFor(customerId: string, from: number): Received[] {
  return hook.received.slice(from).filter((r) => {
    const data = dataOf(r);
    return data.customer_id === customerId || (r.type.startsWith("customer.") && data.id === customerId);
  });
}
const typesFor = (customerId: string, from: number) => sentFor(customerId, from).map((r) => r.type);

/** A new monthly subscription to Pro (two benefits), paid; returns its ids once its webhooks have arrived. */
async function subscribe(email: string) {
  const bought = await control("/trigger/subscribe", { product: "Pro monthly", customer_email: email });
  await flush();
  const subscription = (await api(emu, "GET", `/v1/subscriptions/${bought.subscription_id}`)).body;
  return { subscriptionId: bought.subscription_id as string, customerId: subscription.customer_id as string, orderId: bought.order_id };
}

describe("webhooks as Polar sends them", () => {
  it("are signed with the wall clock after the emulator's clock moved, with Polar's user agent and API version", async () => {
    const { customerId } = await subscribe("clock@example.com");
    const from = hook.received.length;
    const moved = await control("/trigger/advance", { days: 40 });
    expect(new Date(moved.now).getTime()).toBeGreaterThan(Date.now() + 39 * 86_400_000);
    await flush();
    const sent = sentFor(customerId, from);
    expect(sent.length).toBeGreaterThan(3);
    for (const delivery of sent) {
      const headers = Object.fromEntries(Object.entries(delivery.headers).map(([k, v]) => [k, String(v)]));
      expect(Math.abs(Number(headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
      expect(headers["user-agent"]).toBe(WEBHOOK_USER_AGENT);
      expect(headers["webhook-api-version"]).toBe("2026-04");
      // SDK 0.47 knows every type but subscription.cycled: it verifies that one's signature, then refuses the type.
      if (delivery.type === "subscription.cycled")
        expect(() => validateEvent(delivery.body, headers, secret)).toThrow(/Unknown event type/);
      else expect(validateEvent(delivery.body, headers, secret).type).toBe(delivery.type);
    }
  });

  it("a new subscription's order.created already says paid, then order.updated and order.paid follow", async () => {
    const from = hook.received.length;
    const { customerId, orderId } = await subscribe("new@example.com");
    const orderEvents = sentFor(customerId, from).filter((r) => r.type.startsWith("order."));
    expect(orderEvents.map((r) => [r.type, dataOf(r).status])).toEqual([
      ["order.created", "paid"],
      ["order.updated", "paid"],
      ["order.paid", "paid"],
    ]);
    expect(new Set(orderEvents.map((r) => dataOf(r).id))).toEqual(new Set([orderId]));
    expect(dataOf(orderEvents[0]).id).toBe(orderId);
  });
});

describe("renewal", () => {
  it("sends subscription.cycled with the new period first, then the pending renewal order and its payment", async () => {
    const { customerId, subscriptionId } = await subscribe("renew@example.com");
    const before = (await api(emu, "GET", `/v1/subscriptions/${subscriptionId}`)).body;
    const from = hook.received.length;
    await control("/trigger/advance", { days: 31 });
    await flush();
    expect(typesFor(customerId, from)).toEqual([
      "subscription.cycled",
      "subscription.updated",
      "order.created",
      "order.updated",
      "order.paid",
      "benefit_grant.cycled",
      "benefit_grant.cycled",
      "customer.state_changed",
    ]);
    const [cycled, , created, updated] = sentFor(customerId, from).map(dataOf);
    expect(cycled.current_period_start).toBe(before.current_period_end);
    expect(new Date(cycled.current_period_end).getTime()).toBeGreaterThan(new Date(before.current_period_end).getTime());
    expect(created).toMatchObject({ status: "pending", billing_reason: "subscription_cycle", paid: false });
    expect(updated).toMatchObject({ status: "paid", id: created.id });
  });

  it("ends a subscription cancelled at period end when the clock passes that end", async () => {
    const { customerId, subscriptionId } = await subscribe("ends@example.com");
    await control("/trigger/cancel", { subscription_id: subscriptionId });
    await flush();
    const from = hook.received.length;
    await control("/trigger/advance", { days: 31 });
    await flush();
    expect(typesFor(customerId, from)).toEqual([
      "subscription.updated",
      "subscription.revoked",
      "benefit_grant.revoked",
      "benefit_grant.revoked",
      "customer.state_changed",
    ]);
    const ended = (await api(emu, "GET", `/v1/subscriptions/${subscriptionId}`)).body;
    expect(ended).toMatchObject({ status: "canceled", cancel_at_period_end: true });
    expect(ended.ended_at).not.toBeNull();
  });
});

describe("past due and dunning", () => {
  it("a declined renewal makes the subscription past due and revokes its benefits; a new card pays it and restores them", async () => {
    const { customerId, subscriptionId } = await subscribe("late@example.com");
    let from = hook.received.length;
    const { order_id: orderId } = await control("/trigger/past_due", { subscription_id: subscriptionId });
    await flush();
    expect(typesFor(customerId, from)).toEqual([
      "subscription.cycled",
      "subscription.updated",
      "order.created",
      "subscription.updated",
      "subscription.past_due",
      "benefit_grant.revoked",
      "benefit_grant.revoked",
      "customer.state_changed",
    ]);
    let order = (await api(emu, "GET", `/v1/orders/${orderId}`)).body;
    expect(order.status).toBe("pending");
    const firstRetry = new Date(order.next_payment_attempt_at).getTime();

    // Polar retries 2 days later; the card is still declined, so the next retry is 5 days after that.
    from = hook.received.length;
    await control("/trigger/advance", { days: 2 });
    await flush();
    expect(typesFor(customerId, from)).toEqual(["order.updated"]);
    order = (await api(emu, "GET", `/v1/orders/${orderId}`)).body;
    expect(new Date(order.next_payment_attempt_at).getTime() - firstRetry).toBeGreaterThanOrEqual(5 * 86_400_000 - 1000);

    from = hook.received.length;
    expect((await control("/trigger/update_payment_method", { subscription_id: subscriptionId })).status).toBe("active");
    await flush();
    expect(typesFor(customerId, from)).toEqual([
      "order.updated",
      "order.paid",
      "subscription.updated",
      "subscription.active",
      "benefit_grant.created",
      "benefit_grant.created",
      "customer.state_changed",
    ]);
    expect((await api(emu, "GET", `/v1/orders/${orderId}`)).body).toMatchObject({ status: "paid", next_payment_attempt_at: null });
  });

  it("after the last retry (2, 7, 14 and 21 days later) the subscription ends unpaid", async () => {
    const { customerId, subscriptionId } = await subscribe("gone@example.com");
    await control("/trigger/past_due", { subscription_id: subscriptionId });
    await flush();
    const from = hook.received.length;
    await control("/trigger/advance", { days: 22 });
    await flush();
    expect(typesFor(customerId, from)).toEqual([
      "order.updated",
      "order.updated",
      "order.updated",
      "order.updated",
      "subscription.updated",
      "subscription.revoked",
      "customer.state_changed",
    ]);
    expect((await api(emu, "GET", `/v1/subscriptions/${subscriptionId}`)).body.status).toBe("unpaid");
    const state = (await api(emu, "GET", `/v1/customers/${customerId}/state`)).body;
    expect(state.active_subscriptions).toEqual([]);
  });
});

describe("pause and resume", () => {
  it("pauses at the period's end without an order, then resumes on request with a new period, charged at once", async () => {
    const { customerId, subscriptionId } = await subscribe("pause@example.com");
    let from = hook.received.length;
    const paused = await api(emu, "PATCH", `/v1/subscriptions/${subscriptionId}`, { pause_at_period_end: true });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ pause_at_period_end: true, status: "active" });
    await control("/trigger/advance", { days: 31 });
    await flush();
    expect(typesFor(customerId, from)).toEqual([
      "subscription.updated",
      "subscription.updated",
      "subscription.paused",
      "benefit_grant.revoked",
      "benefit_grant.revoked",
      "customer.state_changed",
    ]);
    expect((await api(emu, "GET", `/v1/subscriptions/${subscriptionId}`)).body).toMatchObject({
      status: "paused",
      pause_at_period_end: false,
    });

    from = hook.received.length;
    const resumed = await api(emu, "PATCH", `/v1/subscriptions/${subscriptionId}`, { resume: true });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: "active", paused_at: null });
    await flush();
    expect(typesFor(customerId, from)).toEqual([
      "subscription.updated",
      "subscription.resumed",
      "order.created",
      "order.updated",
      "order.paid",
      "benefit_grant.created",
      "benefit_grant.created",
      "customer.state_changed",
    ]);
    const again = await api(emu, "PATCH", `/v1/subscriptions/${subscriptionId}`, { resume: true });
    expect(again.status).toBe(422);
  });

  it("resumes by itself on the date it was paused until", async () => {
    const { customerId, subscriptionId } = await subscribe("until@example.com");
    const s = (await api(emu, "GET", `/v1/subscriptions/${subscriptionId}`)).body;
    const resumesAt = new Date(new Date(s.current_period_end).getTime() + 10 * 86_400_000).toISOString();
    const early = await api(emu, "PATCH", `/v1/subscriptions/${subscriptionId}`, {
      pause_at_period_end: true,
      resumes_at: s.current_period_start,
    });
    expect(early.status).toBe(422);
    await api(emu, "PATCH", `/v1/subscriptions/${subscriptionId}`, { pause_at_period_end: true, resumes_at: resumesAt });
    await control("/trigger/advance", { days: 31 });
    await flush();
    const from = hook.received.length;
    await control("/trigger/advance", { days: 10 });
    await flush();
    expect(typesFor(customerId, from).slice(0, 2)).toEqual(["subscription.updated", "subscription.resumed"]);
    expect((await api(emu, "GET", `/v1/subscriptions/${subscriptionId}`)).body.status).toBe("active");
  });
});
