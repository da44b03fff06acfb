import { describe, expect, it } from "vitest";
import { api, emulatorForFile, subscribe } from "./support";

/**
 * The operations the other files do not call, each through the SDK (its zod parsing) against the emulator in
 * self-check mode (Polar's OpenAPI schema): together the files cover every operation the issue lists.
 */
const ctx = emulatorForFile();

describe("the rest of the seller API", () => {
  it("organizations: get", async () => {
    const orgId = (await ctx.polar.products.list({})).result.items[0].organizationId;
    expect((await ctx.polar.organizations.get({ id: orgId })).slug).toBe("demo-seller");
    expect((await api(ctx.emu, "GET", "/v1/organizations/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("benefits: update and delete", async () => {
    const created = await ctx.polar.benefits.create({ type: "custom", description: "Temporary", properties: { note: null } });
    const updated = await ctx.polar.benefits.update({ id: created.id, requestBody: { type: "custom", description: "Renamed perk" } });
    expect(updated.description).toBe("Renamed perk");
    await ctx.polar.benefits.delete({ id: created.id });
    expect((await api(ctx.emu, "GET", `/v1/benefits/${created.id}`)).status).toBe(404);
  });

  it("meters: create and get", async () => {
    const meter = await ctx.polar.meters.create({
      name: "Tokens",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "token" }] },
      aggregation: { func: "count" },
    });
    expect((await ctx.polar.meters.get({ id: meter.id })).name).toBe("Tokens");
  });

  it("customers by id: get, update, list, delete", async () => {
    const created = await ctx.polar.customers.create({ email: "byid@example.com" });
    expect((await ctx.polar.customers.get({ id: created.id })).email).toBe("byid@example.com");
    expect((await ctx.polar.customers.update({ id: created.id, customerUpdate: { name: "By Id" } })).name).toBe("By Id");
    expect((await ctx.polar.customers.list({ query: "byid" })).result.items.map((c) => c.id)).toEqual([created.id]);
    expect((await ctx.polar.customers.getState({ id: created.id })).activeSubscriptions).toEqual([]);
    await ctx.polar.customers.delete({ id: created.id });
    expect((await api(ctx.emu, "GET", `/v1/customers/${created.id}`)).status).toBe(404);
  });

  it("checkouts as the buyer's browser sees them: client get and client update", async () => {
    const pwyw = (await ctx.polar.products.list({ query: "Support" })).result.items[0];
    const checkout = await ctx.polar.checkouts.create({ products: [pwyw.id] });
    const seen = await ctx.polar.checkouts.clientGet({ clientSecret: checkout.clientSecret });
    expect(seen.organization.slug).toBe("demo-seller");
    const changed = await ctx.polar.checkouts.clientUpdate({
      clientSecret: checkout.clientSecret,
      checkoutUpdatePublic: { customerEmail: "pwyw@example.com", amount: 2500 },
    });
    expect(changed).toMatchObject({ customerEmail: "pwyw@example.com", amount: 2500 });
    const tooLittle = await api(ctx.emu, "PATCH", `/v1/checkouts/client/${checkout.clientSecret}`, { amount: 1 }, null);
    expect(tooLittle.status).toBe(422);
  });

  it("orders: invoice", async () => {
    const bought = (await api(ctx.emu, "POST", "/__emulator/trigger/purchase", { customer_email: "invoice@example.com" })).body;
    const invoice = await ctx.polar.orders.invoice({ id: bought.order_id });
    expect(invoice.url).toContain(`/invoices/${bought.order_id}`);
    expect((await fetch(invoice.url)).status).toBe(200);
  });

  it("webhook endpoints: get, update, reset the secret, delete", async () => {
    const created = await ctx.polar.webhooks.createWebhookEndpoint({
      url: "http://127.0.0.1:9/hook",
      format: "raw",
      events: ["order.paid"],
    });
    expect((await ctx.polar.webhooks.getWebhookEndpoint({ id: created.id })).url).toBe("http://127.0.0.1:9/hook");
    const updated = await ctx.polar.webhooks.updateWebhookEndpoint({
      id: created.id,
      webhookEndpointUpdate: { events: ["order.paid", "order.refunded"] },
    });
    expect(updated.events).toEqual(["order.paid", "order.refunded"]);
    const reset = await ctx.polar.webhooks.resetWebhookEndpointSecret({ id: created.id });
    expect(reset.secret).not.toBe(created.secret);
    await ctx.polar.webhooks.deleteWebhookEndpoint({ id: created.id });
    expect((await api(ctx.emu, "GET", `/v1/webhooks/endpoints/${created.id}`)).status).toBe(404);
  });
});

describe("the rest of the customer portal", () => {
  it("subscriptions: get, plan change, uncancel, cancel; orders get; meters, grants, license keys and downloadables", async () => {
    const bought = await subscribe(ctx.emu, "portal-sweep@example.com", "sweep");
    const session = await ctx.polar.customerSessions.create({ externalCustomerId: "sweep" });
    const security = { customerSession: session.token };
    const portal = ctx.polar.customerPortal;

    expect((await portal.subscriptions.get(security, { id: bought.subscription_id })).product.name).toBe("Pro monthly");
    const yearly = (await ctx.polar.products.list({ query: "Pro yearly" })).result.items[0];
    const switched = await portal.subscriptions.update(security, {
      id: bought.subscription_id,
      customerSubscriptionUpdate: { productId: yearly.id },
    });
    expect(switched.product.name).toBe("Pro yearly");
    const canceled = await portal.subscriptions.cancel(security, { id: bought.subscription_id });
    expect(canceled.cancelAtPeriodEnd).toBe(true);
    const resumed = await portal.subscriptions.update(security, {
      id: bought.subscription_id,
      customerSubscriptionUpdate: { cancelAtPeriodEnd: false },
    });
    expect(resumed.cancelAtPeriodEnd).toBe(false);

    expect((await portal.orders.get(security, { id: bought.order_id })).id).toBe(bought.order_id);
    expect((await portal.subscriptions.list(security, {})).result.items).toHaveLength(1);
    expect((await portal.orders.list(security, {})).result.items).toHaveLength(1);
    expect((await portal.benefitGrants.list(security, {})).result.items.length).toBe(2);
    expect((await portal.licenseKeys.list(security, {})).result.items[0].key).toMatch(/^DEMO-/);
    expect((await portal.customerMeters.list(security, {})).result.items).toEqual([]);
    expect((await portal.downloadables.list(security, {})).result.items).toEqual([]);
  });
});
