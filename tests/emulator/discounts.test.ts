import { Polar } from "@polar-sh/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Emulator } from "@/emulator/server";
import { api, emulator, TOKEN } from "./support";

let emu: Emulator;
let polar: Polar;
let proMonthly: string;

beforeAll(async () => {
  emu = await emulator();
  polar = new Polar({ accessToken: TOKEN, serverURL: emu.url });
  proMonthly = (await polar.products.list({ query: "Pro monthly" })).result.items[0].id;
});
afterAll(() => emu.close());

async function payWithCode(code: string, email: string) {
  const checkout = await polar.checkouts.create({ products: [proMonthly] });
  const res = await fetch(checkout.url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ customer_email: email, card: "4242424242424242", discount_code: code }),
  });
  return { checkout, res };
}

describe("discounts", () => {
  it("creates fixed and percentage discounts of each duration, lists, updates and deletes them", async () => {
    const fixed = await polar.discounts.create({
      name: "Five off",
      type: "fixed",
      duration: "once",
      amount: 500,
      currency: "usd",
      code: "FIVE",
    });
    expect(fixed).toMatchObject({ type: "fixed", duration: "once", amount: 500, code: "FIVE" });
    const repeating = await polar.discounts.create({
      name: "Half for 3 months",
      type: "percentage",
      duration: "repeating",
      durationInMonths: 3,
      basisPoints: 5000,
      code: "HALF3",
    });
    expect(repeating).toMatchObject({ type: "percentage", duration: "repeating", durationInMonths: 3, basisPoints: 5000 });
    const forever = await polar.discounts.create({
      name: "Ten percent",
      type: "percentage",
      duration: "forever",
      basisPoints: 1000,
      products: [proMonthly],
    });
    expect(forever.products.map((p) => p.id)).toEqual([proMonthly]);

    const listed = await polar.discounts.list({});
    expect(listed.result.pagination.totalCount).toBe(3);
    const renamed = await polar.discounts.update({ id: fixed.id, discountUpdate: { name: "Five dollars off" } });
    expect(renamed.name).toBe("Five dollars off");
    await polar.discounts.delete({ id: forever.id });
    expect((await api(emu, "GET", `/v1/discounts/${forever.id}`)).status).toBe(404);
  });

  it("refuses a duplicate code and a repeating discount without months", async () => {
    expect(
      (await api(emu, "POST", "/v1/discounts/", { name: "Again", type: "fixed", duration: "once", amount: 100, code: "five" })).status,
    ).toBe(422);
    expect(
      (await api(emu, "POST", "/v1/discounts/", { name: "No months", type: "percentage", duration: "repeating", basis_points: 100 }))
        .status,
    ).toBe(422);
  });

  it("a code on the hosted page takes its amount off the order, and an unknown code is explained", async () => {
    const unknown = await payWithCode("NOPE", "nope@example.com");
    expect(unknown.res.status).toBe(400);
    expect(await unknown.res.text()).toContain("Discount code is invalid.");

    const { checkout, res } = await payWithCode("five", "five@example.com");
    expect(res.status).toBe(303);
    const done = await polar.checkouts.get({ id: checkout.id });
    expect(done).toMatchObject({ status: "succeeded", discountAmount: 500, totalAmount: 1000 });
    const [order] = (await polar.orders.list({ checkoutId: checkout.id })).result.items;
    expect(order).toMatchObject({ subtotalAmount: 1500, discountAmount: 500, netAmount: 1000 });
    expect(order.discount?.id).toBe(done.discountId);
  });

  it("a repeating discount applies to the renewals within its months only", async () => {
    const { checkout } = await payWithCode("HALF3", "half@example.com");
    const subscriptionId = (await polar.checkouts.get({ id: checkout.id })).subscriptionId!;
    for (let i = 0; i < 3; i++) await api(emu, "POST", "/__emulator/trigger/renew", { subscription_id: subscriptionId });
    const orders = (
      await polar.orders.list({ customerId: (await polar.subscriptions.get({ id: subscriptionId })).customerId, sorting: ["created_at"] })
    ).result.items;
    expect(orders.map((o) => o.discountAmount)).toEqual([750, 750, 750, 0]);
  });
});
