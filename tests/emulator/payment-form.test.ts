import { describe, expect, it } from "vitest";
import { emulatorForFile } from "./support";

const ctx = emulatorForFile();

async function checkoutFor(productName: string, discountId?: string) {
  const products = await ctx.polar.products.list({ query: productName });
  return ctx.polar.checkouts.create({
    products: [products.result.items[0].id],
    externalCustomerId: `buyer-${productName}`,
    successUrl: "http://app.test/billing/success?checkout_id={CHECKOUT_ID}",
    ...(discountId ? { discountId } : {}),
  });
}

const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ customer_email: "buyer@example.com", customer_name: "Buyer", ...fields }),
  });

describe("the hosted checkout asks for a card only when Polar would", () => {
  it("a free plan: no payment, no card set up, no card field, and it completes without one", async () => {
    const checkout = await checkoutFor("Free");
    expect(checkout).toMatchObject({
      isFreeProductPrice: true,
      isPaymentRequired: false,
      isPaymentSetupRequired: false,
      isPaymentFormRequired: false,
    });
    const page = await (await fetch(checkout.url)).text();
    expect(page).not.toContain('name="card"');
    const res = await submit(checkout.url, {});
    expect(res.status).toBe(303);
    expect((await ctx.polar.checkouts.get({ id: checkout.id })).status).toBe("succeeded");
  });

  it("a paid plan: a payment and a card", async () => {
    const checkout = await checkoutFor("Pro monthly");
    expect(checkout).toMatchObject({ isPaymentRequired: true, isPaymentSetupRequired: true, isPaymentFormRequired: true });
    expect(await (await fetch(checkout.url)).text()).toContain('name="card"');
  });

  it("a paid plan whose first cycle a discount covers: nothing due today, yet a card is set up for the next cycles", async () => {
    const discount = await ctx.polar.discounts.create({
      name: "First month free",
      type: "percentage",
      duration: "once",
      basisPoints: 10_000,
    });
    const checkout = await checkoutFor("Pro monthly", discount.id);
    expect(checkout).toMatchObject({ totalAmount: 0, isPaymentRequired: false, isPaymentSetupRequired: true, isPaymentFormRequired: true });
    expect(await (await fetch(checkout.url)).text()).toContain('name="card"');
    const without = await submit(checkout.url, {});
    expect(without.status).toBe(400);
    expect(await without.text()).toContain("Your card number is invalid.");
    expect((await ctx.polar.checkouts.get({ id: checkout.id })).status).toBe("open");
    expect((await submit(checkout.url, { card: "4242 4242 4242 4242" })).status).toBe(303);
  });
});
