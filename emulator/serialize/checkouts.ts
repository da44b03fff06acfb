import { discountOff } from "../discounts";
import { cardNeeds, isFreePrice } from "../payment-form";
import type { Checkout, CheckoutLink } from "../state";
import { type Json, type Source, all } from "./json";
import { price, prices, productPublic } from "./catalogue";
import { discountBase, embeddedDiscount } from "./discounts";
import { sellerSummary } from "./organization";

export function checkoutUrl(src: Source, c: Checkout): string {
  return `${src.publicUrl}/checkout/${c.client_secret}`;
}

export function checkout(src: Source, c: Checkout): Json {
  const chosen = src.store.get("products", c.product_id)!;
  const chosenPrice = chosen.prices.find((p) => p.id === c.product_price_id)!;
  const free = isFreePrice(chosenPrice);
  const products = all(c.product_ids, (id) => src.store.get("products", id));
  const mode = c.require_billing_address ? "required" : "optional";
  const applied = src.store.get("discounts", c.discount_id);
  const off = discountOff(applied, c.amount);
  const card = cardNeeds(chosen, chosenPrice, c.amount - off);
  return {
    id: c.id,
    created_at: c.created_at,
    modified_at: c.modified_at,
    custom_field_data: {},
    payment_processor: "stripe",
    status: c.status,
    client_secret: c.client_secret,
    url: checkoutUrl(src, c),
    expires_at: c.expires_at,
    success_url: c.success_url.replace("{CHECKOUT_ID}", c.id),
    return_url: c.return_url,
    embed_origin: null,
    amount: c.amount,
    discount_amount: off,
    net_amount: c.amount - off,
    tax_amount: 0,
    tax_behavior: "exclusive",
    total_amount: c.amount - off,
    currency: "usd",
    allow_trial: null,
    active_trial_interval: null,
    active_trial_interval_count: null,
    trial_end: null,
    organization_id: src.store.state.organization.id,
    product_id: c.product_id,
    product_price_id: c.product_price_id,
    discount_id: c.discount_id,
    allow_discount_codes: c.allow_discount_codes,
    require_billing_address: c.require_billing_address,
    is_discount_applicable: !free,
    is_free_product_price: free,
    is_payment_required: card.paymentRequired,
    is_payment_setup_required: card.setupRequired,
    is_payment_form_required: card.formRequired,
    customer_id: c.customer_id,
    is_business_customer: false,
    customer_name: c.customer_name,
    customer_email: c.customer_email,
    customer_ip_address: null,
    customer_billing_name: c.customer_name,
    customer_billing_address: c.customer_billing_address,
    customer_tax_id: null,
    locale: null,
    payment_method_type: null,
    payment_processor_metadata: {},
    billing_address_fields: {
      country: "required",
      state: mode === "required" ? "required" : "disabled",
      city: mode,
      postal_code: mode,
      line1: mode,
      line2: mode === "required" ? "optional" : "disabled",
    },
    trial_interval: null,
    trial_interval_count: null,
    metadata: c.metadata,
    external_customer_id: c.external_customer_id,
    products: products.map((p) => productPublic(src, p)),
    product: productPublic(src, chosen),
    product_price: price(src, chosenPrice),
    prices: Object.fromEntries(products.map((p) => [p.id, prices(src, p)])),
    discount: applied ? discountBase(src, applied, true) : null,
    subscription_id: c.subscription_id,
    attached_custom_fields: [],
    customer_metadata: c.customer_metadata,
  };
}

/** The buyer's view of a checkout (client endpoints): no seller metadata, plus the selling organization. */
export function checkoutPublic(src: Source, c: Checkout, customerSessionToken?: string | null): Json {
  const {
    subscription_id: _s,
    external_customer_id: _e,
    trial_interval: _t,
    trial_interval_count: _tc,
    customer_metadata: _cm,
    metadata: _m,
    ...rest
  } = checkout(src, c);
  return {
    ...rest,
    organization: sellerSummary(src),
    ...(customerSessionToken !== undefined ? { customer_session_token: customerSessionToken } : {}),
  };
}

export function checkoutLink(src: Source, l: CheckoutLink): Json {
  const products = all(l.product_ids, (id) => src.store.get("products", id));
  return {
    id: l.id,
    created_at: l.created_at,
    modified_at: l.modified_at,
    trial_interval: null,
    trial_interval_count: null,
    metadata: l.metadata,
    payment_processor: "stripe",
    client_secret: l.client_secret,
    success_url: l.success_url,
    return_url: l.return_url,
    label: l.label,
    allow_discount_codes: l.allow_discount_codes,
    require_billing_address: l.require_billing_address,
    discount_id: l.discount_id,
    seats: null,
    organization_id: src.store.state.organization.id,
    products: products.map((p) => ({ metadata: p.metadata, ...productPublic(src, p) })),
    discount: embeddedDiscount(src, l.discount_id),
    url: `${src.publicUrl}/links/${l.client_secret}`,
  };
}
