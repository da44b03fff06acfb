import { Polar } from "@polar-sh/sdk";
import { validateEvent } from "@polar-sh/sdk/webhooks";
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

    const seen = new Set<string>();
    for (const delivery of hook.received) {
      const headers = Object.fromEntries(Object.entries(delivery.headers).map(([k, v]) => [k, String(v)]));
      const payload = JSON.parse(delivery.body) as { type: string };
      const name = `Webhook${payload.type
        .split(/[._]/)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join("")}Payload`;
      expect(schemaProblems(name, payload), payload.type).toEqual([]);
      expect(validateEvent(delivery.body, headers, secret).type).toBe(payload.type);
      seen.add(payload.type);
    }
    expect(RECEIVED_EVENTS.filter((type) => !seen.has(type))).toEqual([]);
  });
});
