import { Polar } from "@polar-sh/sdk";
import { validateEvent } from "@polar-sh/sdk/webhooks";
import document from "@/emulator/openapi/polar-2026-04.json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_EVENTS } from "@/emulator/control";
import { schemaProblems } from "@/emulator/openapi";
import type { Emulator } from "@/emulator/server";
import { api, emulator, receiver, TOKEN } from "./support";

/** The 27 webhook event types the app is built to receive: every one must reach it, signed and in Polar's shape. */
const RECEIVED_EVENTS = [
  "benefit.created",
  "benefit.updated",
  "benefit_grant.created",
  "benefit_grant.updated",
  "benefit_grant.revoked",
  "benefit_grant.cycled",
  "checkout.created",
  "checkout.updated",
  "customer.created",
  "customer.updated",
  "customer.deleted",
  "customer.state_changed",
  "order.created",
  "order.updated",
  "order.paid",
  "order.refunded",
  "organization.updated",
  "product.created",
  "product.updated",
  "refund.created",
  "refund.updated",
  "subscription.created",
  "subscription.active",
  "subscription.canceled",
  "subscription.uncanceled",
  "subscription.revoked",
  "subscription.updated",
];

/** Types that SDK 0.47 predates: it verifies their signature, then refuses the type it does not know. */
const NEWER_THAN_SDK = new Set([
  "subscription.cycled",
  "subscription.paused",
  "subscription.resumed",
  "discount.created",
  "discount.updated",
  "discount.deleted",
]);

let emu: Emulator;
let polar: Polar;
let hook: Awaited<ReturnType<typeof receiver>>;
let secret: string;

beforeAll(async () => {
  emu = await emulator();
  polar = new Polar({ accessToken: TOKEN, serverURL: emu.url });
  hook = await receiver();
  secret = (await api(emu, "POST", "/__emulator/webhook-endpoint", { url: hook.url })).body.secret;
});
/** Checks every delivery received so far (schema and signature) and returns the types among them. */
function checkedTypes(): Set<string> {
  const seen = new Set<string>();
  for (const delivery of hook.received) {
    const headers = Object.fromEntries(Object.entries(delivery.headers).map(([k, v]) => [k, String(v)]));
    const payload = JSON.parse(delivery.body) as { type: string };
    const name = `Webhook${payload.type
      .split(/[._]/)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join("")}Payload`;
    expect(schemaProblems(name, payload), payload.type).toEqual([]);
    if (NEWER_THAN_SDK.has(payload.type)) expect(() => validateEvent(delivery.body, headers, secret)).toThrow(/Unknown event type/);
    else expect(validateEvent(delivery.body, headers, secret).type).toBe(payload.type);
    seen.add(payload.type);
  }
  return seen;
}

afterAll(async () => {
  await emu.close();
  await hook.close();
});

describe("every event type the app receives", () => {
  it("is registered for the app's endpoint by default", () => {
    expect(ALL_EVENTS).toEqual(expect.arrayContaining(RECEIVED_EVENTS));
  });

  it("is sent when its change happens, signed so that the SDK accepts it, and shaped as Polar's schema says", async () => {
    const org = (await api(emu, "GET", "/v1/products/")).body.items[0].organization_id;
    await polar.organizations.update({ id: org, organizationUpdate: { name: "Demo Seller Ltd" } });
    const product = await polar.products.create({
      name: "Events plan",
      recurringInterval: "month",
      prices: [{ amountType: "fixed", priceAmount: 900 }],
    });
    await polar.products.update({ id: product.id, productUpdate: { description: "All events" } });
    const benefit = await polar.benefits.create({ type: "custom", description: "Perk", properties: { note: "Hello" } });
    await polar.products.updateBenefits({ id: product.id, productBenefitsUpdate: { benefits: [benefit.id] } });
    const bought = (
      await api(emu, "POST", "/__emulator/trigger/subscribe", {
        product_id: product.id,
        customer_email: "events@example.com",
        external_customer_id: "events-user",
      })
    ).body;
    await polar.benefits.update({ id: benefit.id, requestBody: { type: "custom", description: "Perk+" } });
    await api(emu, "POST", "/__emulator/trigger/renew", { subscription_id: bought.subscription_id });
    await polar.subscriptions.update({ id: bought.subscription_id, subscriptionUpdate: { cancelAtPeriodEnd: true } });
    await polar.subscriptions.update({ id: bought.subscription_id, subscriptionUpdate: { cancelAtPeriodEnd: false } });
    await polar.refunds.create({ orderId: bought.order_id, reason: "other", amount: 900, revokeBenefits: true });
    await polar.subscriptions.revoke({ id: bought.subscription_id });
    await polar.customers.updateExternal({ externalId: "events-user", customerUpdateExternalID: { name: "Events" } });
    await polar.customers.deleteExternal({ externalId: "events-user" });
    await api(emu, "POST", "/__emulator/flush");

    expect(RECEIVED_EVENTS.filter((type) => !checkedTypes().has(type))).toEqual([]);
  });

  it("and so is every other webhook type of Polar's document: dunning, pause and resume, expiry, discounts, seats, members", async () => {
    const subscribe = async (email: string, seats?: number) =>
      (await api(emu, "POST", "/__emulator/trigger/subscribe", { product: "Pro monthly", customer_email: email, seats })).body;
    const control = (path: string, body: unknown) => api(emu, "POST", `/__emulator${path}`, body);

    const late = await subscribe("late@example.com");
    await control("/trigger/past_due", { subscription_id: late.subscription_id });
    await control("/trigger/update_payment_method", { subscription_id: late.subscription_id });
    await control("/trigger/pause", { subscription_id: late.subscription_id });
    await polar.checkouts.create({ products: [(await polar.products.list({ query: "Lifetime" })).result.items[0].id] });
    // The failed renewal already started the next period: its end is two months away.
    await control("/trigger/advance", { days: 62 });
    await api(emu, "PATCH", `/v1/subscriptions/${late.subscription_id}`, { resume: true });

    const discount = await polar.discounts.create({ name: "Spring", type: "percentage", basisPoints: 1000, duration: "once" });
    await polar.discounts.update({ id: discount.id, discountUpdate: { name: "Spring sale" } });
    await polar.discounts.delete({ id: discount.id });

    const team = await subscribe("team@example.com", 3);
    const invited = (await control("/trigger/assign_seat", { subscription_id: team.subscription_id, email: "dev@example.com" })).body;
    expect(invited.status).toBe("pending");
    await control("/trigger/claim_seat", { invitation_token: invited.invitation_token });
    await control("/trigger/update_member", { member_id: invited.member_id ?? undefined, email: "dev@example.com", name: "Dev" });
    const second = (
      await control("/trigger/assign_seat", { subscription_id: team.subscription_id, email: "qa@example.com", immediate_claim: true })
    ).body;
    await control("/trigger/revoke_seat", { seat_id: second.id });
    await control("/trigger/remove_member", { email: "dev@example.com" });
    await api(emu, "POST", "/__emulator/flush");

    const documented = Object.keys(document.webhooks);
    expect(documented.filter((type) => !checkedTypes().has(type))).toEqual([]);
  });
});
