import { randomBytes } from "node:crypto";
import { invalidField, notFound, PolarError } from "../http/errors";
import type { Router } from "../http/router";
import type { Lifecycle } from "../lifecycle";
import * as out from "../serialize";
import type { Address, Checkout, Price } from "../state";
import { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";
import { discountOff, findByCode, redeemProblem } from "../discounts";
import { listReply, matches } from "./list";

/** Test cards, as on Polar's sandbox (Stripe's numbers). */
export const CARD_SUCCEEDS = "4242424242424242";
const CARD_DECLINED = "4000000000000002";

export class CardDeclined extends Error {}

export function registerCheckouts(router: Router, store: Store, hooks: Deliverer, lifecycle: Lifecycle) {
  const state = () => store.state;
  const byId = (id: string) => state().checkouts.find((c) => c.id === id) ?? (() => { throw notFound(); })();
  const bySecret = (secret: string) => state().checkouts.find((c) => c.client_secret === secret) ?? (() => { throw notFound(); })();

  const amountFor = (price: Price, requested?: number | null) => {
    if (price.amount_type === "fixed") return price.price_amount ?? 0;
    if (price.amount_type === "custom") return requested ?? price.preset_amount ?? price.minimum_amount ?? 0;
    return 0;
  };

  /**
   * A new open checkout, from a body in Polar's CheckoutCreate shape: the API route, the checkout links and
   * the control API's triggers all make theirs here.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- validated against Polar's schema by the caller
  const create = (body: any): Checkout => {
    const ids: string[] = body.products;
    const products = ids.map((id, i) => state().products.find((p) => p.id === id && !p.is_archived) ?? (() => { throw invalidField(["body", "products", i], "Product does not exist or is archived.", id); })());
    const first = products[0];
    const price = first.prices.find((p) => !p.is_archived && p.amount_type !== "metered_unit") ?? first.prices.find((p) => !p.is_archived)!;
    const externalId = body.external_customer_id ?? body.customer_external_id ?? null;
    const existing = body.customer_id ? state().customers.find((c) => c.id === body.customer_id && !c.deleted_at) : externalId ? state().customers.find((c) => c.external_id === externalId && !c.deleted_at) : undefined;
    if (body.customer_id && !existing) throw invalidField(["body", "customer_id"], "Customer does not exist.", body.customer_id);
    const amount = amountFor(price, body.amount);
    if (price.amount_type === "custom" && (amount < (price.minimum_amount ?? 0) || (price.maximum_amount != null && amount > price.maximum_amount))) {
      throw invalidField(["body", "amount"], "Amount is outside the price's bounds.", body.amount);
    }
    if (body.discount_id) {
      const discount = state().discounts.find((d) => d.id === body.discount_id);
      const problem = discount ? redeemProblem(state(), discount, first.id, store.now()) : "Discount does not exist.";
      if (problem) throw invalidField(["body", "discount_id"], problem, body.discount_id);
    }
    const at = store.now();
    const checkout: Checkout = {
      id: Store.id(),
      created_at: at.toISOString(),
      modified_at: null,
      client_secret: `polar_c_${randomBytes(24).toString("base64url")}`,
      status: "open",
      product_ids: ids,
      product_id: first.id,
      product_price_id: price.id,
      amount,
      custom_amount: price.amount_type === "custom",
      discount_id: body.discount_id ?? null,
      customer_id: existing?.id ?? null,
      external_customer_id: externalId,
      customer_email: body.customer_email ?? existing?.email ?? null,
      customer_name: body.customer_name ?? existing?.name ?? null,
      customer_billing_address: body.customer_billing_address ?? existing?.billing_address ?? null,
      require_billing_address: body.require_billing_address ?? false,
      allow_discount_codes: body.allow_discount_codes ?? true,
      success_url: body.success_url ?? `${out.publicUrl()}/checkout/success?checkout_id={CHECKOUT_ID}`,
      return_url: body.return_url ?? null,
      metadata: body.metadata ?? {},
      customer_metadata: body.customer_metadata ?? {},
      expires_at: new Date(at.getTime() + 3600_000).toISOString(),
      subscription_id: null,
      order_id: null,
    };
    state().checkouts.push(checkout);
    hooks.emit("checkout.created", out.checkout(state(), checkout));
    return checkout;
  };
  router.api("POST", "/v1/checkouts/", "organization", ({ body }) => ({ status: 201, json: out.checkout(state(), create(body)) }));
  router.api("GET", "/v1/checkouts/", "organization", (ctx) =>
    listReply(ctx, state().checkouts.filter((c) => matches(ctx.query.status, c.status) && matches(ctx.query.customer_id, c.customer_id) && matches(ctx.query.product_id, c.product_id)), (c) => out.checkout(state(), c)),
  );
  router.api("GET", "/v1/checkouts/{id}", "organization", ({ params }) => ({ status: 200, json: out.checkout(state(), byId(params.id)) }));

  router.api("GET", "/v1/checkouts/client/{client_secret}", "none", ({ params }) => ({ status: 200, json: out.checkoutPublic(state(), bySecret(params.client_secret)) }));
  router.api("PATCH", "/v1/checkouts/client/{client_secret}", "none", ({ params, body }) => {
    const checkout = openCheckout(bySecret(params.client_secret));
    applyBuyerInput(checkout, body);
    checkout.modified_at = store.iso();
    hooks.emit("checkout.updated", out.checkout(state(), checkout));
    return { status: 200, json: out.checkoutPublic(state(), checkout) };
  });
  // The API confirm stands for a browser that has already tokenized a card: confirmation_token_id carries
  // the test card number (4242… pays, 4000 0000 0000 0002 is declined).
  router.api("POST", "/v1/checkouts/client/{client_secret}/confirm", "none", ({ params, body }) => {
    const checkout = openCheckout(bySecret(params.client_secret));
    applyBuyerInput(checkout, body);
    try {
      confirm(checkout, String(body.confirmation_token_id ?? CARD_SUCCEEDS), true);
    } catch (error) {
      if (error instanceof CardDeclined) throw new PolarError(400, { error: "PaymentError", detail: error.message });
      throw error;
    }
    return { status: 200, json: out.checkoutPublic(state(), checkout, null) };
  });

  const openCheckout = (checkout: Checkout) => {
    if (checkout.status === "open" && new Date(checkout.expires_at) <= store.now()) checkout.status = "expired";
    if (checkout.status !== "open") throw new PolarError(403, { error: "NotOpenCheckout", detail: "Checkout is not open." });
    return checkout;
  };

  const applyBuyerInput = (checkout: Checkout, body: Record<string, unknown>) => {
    if (typeof body.customer_email === "string") checkout.customer_email = body.customer_email;
    if (typeof body.customer_name === "string") checkout.customer_name = body.customer_name;
    if (body.customer_billing_address) checkout.customer_billing_address = body.customer_billing_address as Address;
    if (typeof body.product_id === "string") {
      const product = state().products.find((p) => p.id === body.product_id && checkout.product_ids.includes(p.id));
      if (!product) throw invalidField(["body", "product_id"], "Product is not part of this checkout.", body.product_id);
      const price = product.prices.find((p) => !p.is_archived && p.amount_type !== "metered_unit") ?? product.prices[0];
      checkout.product_id = product.id;
      checkout.product_price_id = price.id;
      checkout.amount = amountFor(price);
    }
    if (typeof body.discount_code === "string" && body.discount_code.trim()) {
      if (!checkout.allow_discount_codes) throw invalidField(["body", "discount_code"], "Discount codes are not allowed on this checkout.", body.discount_code);
      const discount = findByCode(state(), body.discount_code);
      const problem = discount ? redeemProblem(state(), discount, checkout.product_id, store.now()) : "Discount code is invalid.";
      if (problem) throw invalidField(["body", "discount_code"], problem, body.discount_code);
      checkout.discount_id = discount!.id;
    }
    if (typeof body.amount === "number") {
      const price = state().products.find((p) => p.id === checkout.product_id)!.prices.find((p) => p.id === checkout.product_price_id)!;
      if (price.amount_type !== "custom") throw invalidField(["body", "amount"], "Amount can only be set for a pay-what-you-want price.", body.amount);
      if (body.amount < (price.minimum_amount ?? 0) || (price.maximum_amount != null && body.amount > price.maximum_amount)) {
        throw invalidField(["body", "amount"], "Amount is outside the price's bounds.", body.amount);
      }
      checkout.amount = body.amount;
    }
  };

  /** Pays with a test card and completes the purchase; a declined card fails the checkout. */
  const confirm = (checkout: Checkout, card: string, paymentLater = false) => {
    if (!checkout.customer_email) throw invalidField(["body", "customer_email"], "Field required", null);
    if (checkout.require_billing_address && !checkout.customer_billing_address) throw invalidField(["body", "customer_billing_address"], "Field required", null);
    const digits = card.replace(/\D/g, "");
    const payable = checkout.amount - discountOff(state().discounts.find((d) => d.id === checkout.discount_id), checkout.amount);
    // A declined card changes nothing: the checkout stays open and the buyer may try another card.
    if (payable > 0 && digits === CARD_DECLINED) throw new CardDeclined("Your card was declined.");
    if (payable > 0 && digits !== CARD_SUCCEEDS) throw invalidField(["body", "confirmation_token_id"], "Your card number is invalid.", card);
    const customer = lifecycle.customerFor(checkout, checkout.customer_email, checkout.customer_name, checkout.customer_billing_address);
    lifecycle.confirmCheckout(checkout, customer);
    const complete = () => lifecycle.completeCheckout(checkout, customer);
    if (!paymentLater) return complete();
    // As on Polar, the API answers "confirmed" at once and the payment settles a moment later.
    setImmediate(() => {
      complete();
      store.save();
    });
  };

  return { create, bySecret, openCheckout, applyBuyerInput, confirm };
}
