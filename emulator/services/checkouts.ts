import { randomBytes } from "node:crypto";
import { discountOff, findByCode, redeemProblem } from "../discounts";
import { CardDeclined, conflict, found, invalidField } from "../http/errors";
import type { Address, Checkout, Metadata, Price } from "../state";
import { Store } from "../store";
import { defaultPrice, type Catalogue } from "./catalogue";
import type { Customers } from "./customers";
import type { Lifecycle } from "./lifecycle";
import { rememberCard } from "./payments";
import { Service, type Core } from "./service";
import { cardNeeds } from "../payment-form";

/** Test cards, as on Polar's sandbox (Stripe's numbers). */
export const CARD_SUCCEEDS = "4242424242424242";
const CARD_DECLINED = "4000000000000002";

/** What a checkout is created from: Polar's CheckoutCreate, as far as the emulator reads it. */
export type CheckoutInput = {
  products: string[];
  amount?: number | null;
  discount_id?: string | null;
  customer_id?: string | null;
  external_customer_id?: string | null;
  customer_external_id?: string | null;
  customer_email?: string | null;
  customer_name?: string | null;
  customer_billing_address?: Address | null;
  require_billing_address?: boolean;
  allow_discount_codes?: boolean;
  success_url?: string;
  return_url?: string | null;
  metadata?: Metadata;
  customer_metadata?: Metadata;
};
/** What the buyer may change on an open checkout (the client API and the hosted page). */
export type BuyerInput = {
  customer_email?: unknown;
  customer_name?: unknown;
  customer_billing_address?: unknown;
  product_id?: unknown;
  discount_code?: unknown;
  amount?: unknown;
};

/** The amount a price asks: its own, or for pay-what-you-want the buyer's, else the preset or the minimum. */
function amountFor(price: Price, requested?: number | null): number {
  if (price.amount_type === "fixed") return price.price_amount ?? 0;
  if (price.amount_type === "custom") return requested ?? price.preset_amount ?? price.minimum_amount ?? 0;
  return 0;
}

function outOfBounds(price: Price, amount: number): boolean {
  return amount < (price.minimum_amount ?? 0) || (price.maximum_amount != null && amount > price.maximum_amount);
}

/** Checkouts from creation to payment; the API, checkout links, the hosted page and the control API share them. */
export class Checkouts extends Service {
  constructor(
    core: Core,
    private readonly catalogue: Catalogue,
    private readonly customers: Customers,
    private readonly lifecycle: Lifecycle,
  ) {
    super(core);
  }

  byId(id: string): Checkout {
    return found(this.store.get("checkouts", id));
  }

  bySecret(secret: string): Checkout {
    return found(this.store.get("checkouts", secret, "client_secret"));
  }

  /** A new open checkout for its first product's default price. */
  create(input: CheckoutInput): Checkout {
    const ids = input.products;
    const products = ids.map((id, i) => this.catalogue.sellable(id, ["body", "products", i]));
    const first = products[0];
    const price = defaultPrice(first);
    const externalId = input.external_customer_id ?? input.customer_external_id ?? null;
    const named = input.customer_id ? this.store.get("customers", input.customer_id) : undefined;
    const existing = input.customer_id ? (named && !named.deleted_at ? named : undefined) : this.customers.findByExternal(externalId);
    if (input.customer_id && !existing) throw invalidField(["body", "customer_id"], "Customer does not exist.", input.customer_id);
    const amount = amountFor(price, input.amount);
    if (price.amount_type === "custom" && outOfBounds(price, amount))
      throw invalidField(["body", "amount"], "Amount is outside the price's bounds.", input.amount);
    if (input.discount_id) {
      const discount = this.store.get("discounts", input.discount_id);
      const problem = discount ? redeemProblem(this.store.state, discount, first.id, this.store.now()) : "Discount does not exist.";
      if (problem) throw invalidField(["body", "discount_id"], problem, input.discount_id);
    }
    const at = this.store.now();
    const checkout = this.store.add("checkouts", {
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
      discount_id: input.discount_id ?? null,
      customer_id: existing?.id ?? null,
      external_customer_id: externalId,
      customer_email: input.customer_email ?? existing?.email ?? null,
      customer_name: input.customer_name ?? existing?.name ?? null,
      customer_billing_address: input.customer_billing_address ?? existing?.billing_address ?? null,
      require_billing_address: input.require_billing_address ?? false,
      allow_discount_codes: input.allow_discount_codes ?? true,
      success_url: input.success_url ?? `${this.out.publicUrl}/checkout/success?checkout_id={CHECKOUT_ID}`,
      return_url: input.return_url ?? null,
      metadata: input.metadata ?? {},
      customer_metadata: input.customer_metadata ?? {},
      expires_at: new Date(at.getTime() + 3600_000).toISOString(),
      subscription_id: null,
      order_id: null,
    });
    this.hooks.emit("checkout.created", this.out.checkout(checkout));
    return checkout;
  }

  /** The checkout if a buyer may still act on it; one past its expiry is marked expired and refused. */
  openCheckout(checkout: Checkout): Checkout {
    if (checkout.status === "open" && new Date(checkout.expires_at) <= this.store.now()) checkout.status = "expired";
    if (checkout.status !== "open") throw conflict("NotOpenCheckout", "Checkout is not open.");
    return checkout;
  }

  /** The buyer's details, product choice, discount code and pay-what-you-want amount. */
  applyBuyerInput(checkout: Checkout, input: BuyerInput) {
    if (typeof input.customer_email === "string") checkout.customer_email = input.customer_email;
    if (typeof input.customer_name === "string") checkout.customer_name = input.customer_name;
    if (input.customer_billing_address) checkout.customer_billing_address = input.customer_billing_address as Address;
    if (typeof input.product_id === "string") {
      const product = checkout.product_ids.includes(input.product_id) ? this.store.get("products", input.product_id) : undefined;
      if (!product) throw invalidField(["body", "product_id"], "Product is not part of this checkout.", input.product_id);
      const price = defaultPrice(product);
      checkout.product_id = product.id;
      checkout.product_price_id = price.id;
      checkout.amount = amountFor(price);
    }
    if (typeof input.discount_code === "string" && input.discount_code.trim()) {
      if (!checkout.allow_discount_codes)
        throw invalidField(["body", "discount_code"], "Discount codes are not allowed on this checkout.", input.discount_code);
      const discount = findByCode(this.store.state, input.discount_code);
      const problem = discount
        ? redeemProblem(this.store.state, discount, checkout.product_id, this.store.now())
        : "Discount code is invalid.";
      if (problem) throw invalidField(["body", "discount_code"], problem, input.discount_code);
      checkout.discount_id = discount!.id;
    }
    if (typeof input.amount === "number") {
      const price = this.store.get("products", checkout.product_id)!.prices.find((p) => p.id === checkout.product_price_id)!;
      if (price.amount_type !== "custom")
        throw invalidField(["body", "amount"], "Amount can only be set for a pay-what-you-want price.", input.amount);
      if (outOfBounds(price, input.amount)) throw invalidField(["body", "amount"], "Amount is outside the price's bounds.", input.amount);
      checkout.amount = input.amount;
    }
  }

  /**
   * Pays with a test card and completes the purchase. A declined card changes nothing: the checkout stays
   * open and the buyer may try another card. With paymentLater, as Polar's API does, the checkout is answered
   * "confirmed" at once and the payment settles a moment later.
   */
  confirm(checkout: Checkout, card: string, paymentLater = false) {
    if (!checkout.customer_email) throw invalidField(["body", "customer_email"], "Field required", null);
    if (checkout.require_billing_address && !checkout.customer_billing_address)
      throw invalidField(["body", "customer_billing_address"], "Field required", null);
    const digits = card.replace(/\D/g, "");
    const payable = checkout.amount - discountOff(this.store.get("discounts", checkout.discount_id), checkout.amount);
    const product = this.store.get("products", checkout.product_id)!;
    const { formRequired } = cardNeeds(
      product,
      product.prices.find((p) => p.id === checkout.product_price_id)!,
      payable,
    );
    // A card set up for later cycles is checked like one that pays now; a free plan takes none.
    if (formRequired && digits === CARD_DECLINED) throw new CardDeclined();
    if (formRequired && digits !== CARD_SUCCEEDS)
      throw invalidField(["body", "confirmation_token_id"], "Your card number is invalid.", card);
    const customer = this.lifecycle.customerFor(
      checkout,
      checkout.customer_email,
      checkout.customer_name,
      checkout.customer_billing_address,
    );
    if (formRequired) rememberCard(this.store, customer.id, digits);
    this.lifecycle.confirmCheckout(checkout, customer);
    const complete = () => this.lifecycle.completeCheckout(checkout, customer);
    if (!paymentLater) return complete();
    setImmediate(() => {
      complete();
      this.store.save();
    });
  }
}
