import { Polar } from "@polar-sh/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Emulator } from "@/emulator/server";
import { api, emulator, receiver, subscribe as subscribeOn, TOKEN } from "./support";

let emu: Emulator;
let polar: Polar;
let hook: Awaited<ReturnType<typeof receiver>>;

async function flush() {
  expect((await api(emu, "POST", "/__emulator/flush")).status).toBe(200);
}

const subscribe = (email: string, externalId: string) => subscribeOn(emu, email, externalId);

beforeAll(async () => {
  emu = await emulator();
  polar = new Polar({ accessToken: TOKEN, serverURL: emu.url });
  hook = await receiver();
  await polar.webhooks.createWebhookEndpoint({
    url: hook.url,
    format: "raw",
    events: [
      "refund.created",
      "refund.updated",
      "order.updated",
      "order.refunded",
      "benefit_grant.revoked",
      "customer.state_changed",
      "subscription.updated",
      "subscription.canceled",
    ],
  });
});
afterAll(async () => {
  await emu.close();
  await hook.close();
});

describe("refunds", () => {
  it("a partial refund, then the rest with benefits revoked, in Polar's order; a third is refused", async () => {
    const { order_id } = await subscribe("refund@example.com", "refund-user");
    await flush();
    let from = hook.received.length;
    const partial = await polar.refunds.create({ orderId: order_id, reason: "customer_request", amount: 500 });
    expect(partial).toMatchObject({ status: "succeeded", amount: 500 });
    await flush();
    expect(hook.received.slice(from).map((r) => r.type)).toEqual(["refund.created", "refund.updated", "order.updated", "order.refunded"]);
    expect((await polar.orders.get({ id: order_id })).status).toBe("partially_refunded");

    from = hook.received.length;
    await polar.refunds.create({ orderId: order_id, reason: "other", amount: 1000, revokeBenefits: true });
    await flush();
    expect(hook.received.slice(from).map((r) => r.type)).toEqual([
      "refund.created",
      "refund.updated",
      "order.updated",
      "order.refunded",
      "benefit_grant.revoked",
      "benefit_grant.revoked",
      "customer.state_changed",
    ]);
    const order = await polar.orders.get({ id: order_id });
    expect(order).toMatchObject({ status: "refunded", refundedAmount: 1500 });

    const again = await api(emu, "POST", "/v1/refunds/", { order_id, reason: "other", amount: 1 });
    expect(again).toMatchObject({ status: 403, body: { error: "RefundedAlready" } });
    const listed = await polar.refunds.list({ orderId: order_id });
    expect(listed.result.items).toHaveLength(2);
  });

  it("refuses an amount above what is left, and an unknown order, with 422", async () => {
    const { order_id } = await subscribe("toomuch@example.com", "toomuch-user");
    expect((await api(emu, "POST", "/v1/refunds/", { order_id, reason: "other", amount: 999_999 })).status).toBe(422);
    expect(
      (await api(emu, "POST", "/v1/refunds/", { order_id: "00000000-0000-4000-8000-000000000000", reason: "other", amount: 1 })).status,
    ).toBe(422);
  });
});

describe("customer portal", () => {
  it("a customer session sees only its own subscriptions, orders, meters and license keys, and can cancel", async () => {
    const mine = await subscribe("portal@example.com", "portal-user");
    await subscribe("other@example.com", "other-user");
    const session = await polar.customerSessions.create({ externalCustomerId: "portal-user" });
    expect(session.customerPortalUrl).toContain("/portal?customer_session_token=");
    const token = session.token;

    const subs = await api(emu, "GET", "/v1/customer-portal/subscriptions/", undefined, token);
    expect(subs.status).toBe(200);
    expect(subs.body.items.map((s: { id: string }) => s.id)).toEqual([mine.subscription_id]);
    const orders = await api(emu, "GET", "/v1/customer-portal/orders/", undefined, token);
    expect(orders.body.items.map((o: { id: string }) => o.id)).toEqual([mine.order_id]);
    const keys = await api(emu, "GET", "/v1/customer-portal/license-keys/", undefined, token);
    expect(keys.status).toBe(200);
    expect(keys.body.items[0].key).toMatch(/^DEMO-/);
    expect((await api(emu, "GET", "/v1/customer-portal/meters/", undefined, token)).status).toBe(200);

    const others = (await polar.subscriptions.list({ externalCustomerId: "other-user" })).result.items[0];
    expect((await api(emu, "GET", `/v1/customer-portal/subscriptions/${others.id}`, undefined, token)).status).toBe(404);

    const canceled = await api(
      emu,
      "PATCH",
      `/v1/customer-portal/subscriptions/${mine.subscription_id}`,
      { cancel_at_period_end: true, cancellation_reason: "unused" },
      token,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ cancel_at_period_end: true, customer_cancellation_reason: "unused" });
    const portalPage = await fetch(session.customerPortalUrl);
    const portalHtml = await portalPage.text();
    // Canceled at the period's end: the portal gives the date it ends and offers to resume it.
    expect(portalHtml).toMatch(/Ends<\/span> \d{4}-\d{2}-\d{2}/);
    expect(portalHtml).toContain(`action="/portal/subscriptions/${mine.subscription_id}/resume"`);
  });

  it("refuses the portal without a customer token, and the seller API with one", async () => {
    const session = await polar.customerSessions.create({ externalCustomerId: "portal-user" });
    expect((await api(emu, "GET", "/v1/customer-portal/subscriptions/", undefined, null)).status).toBe(401);
    expect((await api(emu, "GET", "/v1/customer-portal/subscriptions/", undefined, TOKEN)).status).toBe(401);
    expect((await api(emu, "GET", "/v1/products/", undefined, session.token)).status).toBe(401);
  });
});
