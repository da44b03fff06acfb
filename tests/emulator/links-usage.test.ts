import { describe, expect, it } from "vitest";
import { api, emulatorForFile, subscribe } from "./support";

const ctx = emulatorForFile();

describe("checkout links", () => {
  it("creates a link whose every visit opens a new checkout for its products, updates and deletes it", async () => {
    const lifetime = (await ctx.polar.products.list({ query: "Lifetime" })).result.items[0];
    const link = await ctx.polar.checkoutLinks.create({
      paymentProcessor: "stripe",
      productId: lifetime.id,
      label: "Launch",
      successUrl: "http://app.test/thanks",
    });
    expect(link.products.map((p) => p.id)).toEqual([lifetime.id]);
    const first = await fetch(link.url, { redirect: "manual" });
    const second = await fetch(link.url, { redirect: "manual" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).not.toBe(second.headers.get("location"));
    expect(first.headers.get("location")).toContain("/checkout/polar_c_");
    const checkouts = await ctx.polar.checkouts.list({ productId: lifetime.id });
    expect(checkouts.result.items).toHaveLength(2);
    expect(checkouts.result.items[0].successUrl).toBe("http://app.test/thanks");

    const renamed = await ctx.polar.checkoutLinks.update({ id: link.id, checkoutLinkUpdate: { label: "Relaunch" } });
    expect(renamed.label).toBe("Relaunch");
    await ctx.polar.checkoutLinks.delete({ id: link.id });
    expect((await fetch(link.url, { redirect: "manual" })).status).toBe(404);
    expect(
      (
        await api(ctx.emu, "POST", "/v1/checkout-links/", {
          payment_processor: "stripe",
          product_id: "00000000-0000-4000-8000-000000000000",
        })
      ).status,
    ).toBe(422);
  });

  it("edits a link as Polar does: a null clears the label and success URL, a refused change leaves the link as it was", async () => {
    const [lifetime, monthly] = await Promise.all(
      ["Lifetime", "Pro monthly"].map(async (name) => (await ctx.polar.products.list({ query: name })).result.items[0]),
    );
    const link = await ctx.polar.checkoutLinks.create({
      paymentProcessor: "stripe",
      products: [lifetime.id],
      label: "Spring",
      successUrl: "http://app.test/thanks",
      allowDiscountCodes: true,
    });

    const edited = await ctx.polar.checkoutLinks.update({
      id: link.id,
      checkoutLinkUpdate: { products: [monthly.id, lifetime.id], label: null, successUrl: null, allowDiscountCodes: false },
    });
    expect(edited).toMatchObject({ label: null, successUrl: null, allowDiscountCodes: false });
    expect(edited.products.map((p) => p.id)).toEqual([monthly.id, lifetime.id]);
    expect(edited.modifiedAt).not.toBeNull();
    // A field left out stays as it is; a null for a boolean changes nothing.
    const kept = await api(ctx.emu, "PATCH", `/v1/checkout-links/${link.id}`, { label: "Summer", allow_discount_codes: null });
    expect(kept.body).toMatchObject({ label: "Summer", success_url: null, allow_discount_codes: false });
    const visit = await fetch(link.url, { redirect: "manual" });
    expect(visit.status).toBe(303);

    const archived = await ctx.polar.products.create({ name: "Gone", prices: [{ amountType: "fixed", priceAmount: 100 }] });
    await ctx.polar.products.update({ id: archived.id, productUpdate: { isArchived: true } });
    for (const body of [
      { products: [archived.id], label: "Nope" },
      { products: [], label: "Nope" },
      { discount_id: "00000000-0000-4000-8000-000000000000", label: "Nope" },
      { success_url: "not a url", label: "Nope" },
    ]) {
      const refused = await api(ctx.emu, "PATCH", `/v1/checkout-links/${link.id}`, body);
      expect([body, refused.status]).toEqual([body, 422]);
    }
    const after = await ctx.polar.checkoutLinks.get({ id: link.id });
    expect(after).toMatchObject({ label: "Summer", successUrl: null, allowDiscountCodes: false });
    expect(after.products.map((p) => p.id)).toEqual([monthly.id, lifetime.id]);
    expect((await api(ctx.emu, "PATCH", "/v1/checkout-links/00000000-0000-4000-8000-000000000000", { label: "x" })).status).toBe(404);
  });
});

describe("usage", () => {
  it("ingests events, counts them on the customer's meter against the credits of the metered plan, and reports quantities", async () => {
    await subscribe(ctx.emu, "usage@example.com", "usage-user", { product: "Usage-based API" });
    const ingested = await ctx.polar.events.ingest({
      events: Array.from({ length: 3 }, () => ({ name: "api_call", externalCustomerId: "usage-user" })),
    });
    expect(ingested.inserted).toBe(3);

    const meters = await ctx.polar.customerMeters.list({ externalCustomerId: "usage-user" });
    expect(meters.result.items).toHaveLength(1);
    expect(meters.result.items[0]).toMatchObject({ consumedUnits: 3, creditedUnits: 1000, balance: 997 });

    const state = await ctx.polar.customers.getStateExternal({ externalId: "usage-user" });
    expect(state.activeMeters[0]).toMatchObject({ consumedUnits: 3, creditedUnits: 1000, balance: 997 });

    const meterId = meters.result.items[0].meterId;
    const now = Date.now();
    const quantities = await ctx.polar.meters.quantities({
      id: meterId,
      startTimestamp: new Date(now - 86_400_000),
      endTimestamp: new Date(now + 86_400_000),
      interval: "day",
    });
    expect(quantities.total).toBe(3);

    const events = await api(ctx.emu, "GET", "/v1/events/?external_customer_id=usage-user");
    // Polar's own meter.credited event (the plan's 1,000 credits) is listed with the user's events.
    expect(events.body.items.map((e: { name: string }) => e.name).sort()).toEqual(["api_call", "api_call", "api_call", "meter.credited"]);
    const userEvents = await api(ctx.emu, "GET", "/v1/events/?external_customer_id=usage-user&source=user");
    expect(userEvents.body.items.map((e: { name: string }) => e.name)).toEqual(["api_call", "api_call", "api_call"]);
  });

  it("keeps one event per external id: a sender's retry is counted as a duplicate", async () => {
    const event = { name: "api_call", externalCustomerId: "usage-user", externalId: "retried-event-1" };
    expect(await ctx.polar.events.ingest({ events: [event] })).toMatchObject({ inserted: 1, duplicates: 0 });
    expect(await ctx.polar.events.ingest({ events: [event, { ...event, externalId: "retried-event-2" }] })).toMatchObject({
      inserted: 1,
      duplicates: 1,
    });
    const state = await ctx.polar.customers.getStateExternal({ externalId: "usage-user" });
    expect(state.activeMeters[0].consumedUnits).toBe(5);
  });

  it("a portal session lists the customer's benefit grants", async () => {
    const session = await ctx.polar.customerSessions.create({ externalCustomerId: "usage-user" });
    const grants = await api(ctx.emu, "GET", "/v1/customer-portal/benefit-grants/", undefined, session.token);
    expect(grants.status).toBe(200);
    expect(grants.body.items.map((g: { benefit: { type: string } }) => g.benefit.type)).toEqual(["meter_credit"]);
    const one = await api(ctx.emu, "GET", `/v1/customer-portal/benefit-grants/${grants.body.items[0].id}`, undefined, session.token);
    expect(one.status).toBe(200);
  });
});
