import { discountOff } from "../discounts";
import { cardNeeds } from "../payment-form";
import type { Checkout, Product, State } from "../state";
import { escape, money, page } from "./layout";

function priceLabel(product: Product, checkout: Checkout, off: number) {
  const interval = product.recurring_interval ? ` / ${product.recurring_interval}` : "";
  if (checkout.amount === 0) return "Free";
  return off ? `<s>${money(checkout.amount)}</s> ${money(checkout.amount - off)}${interval}` : `${money(checkout.amount)}${interval}`;
}

/**
 * The hosted checkout at each checkout's url, laid out like Polar's: what is bought on one side (product,
 * price, benefits, the total due), the buyer's details and card on the other, reduced to the fields that
 * change the outcome. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
export function checkoutPage(state: State, checkout: Checkout, error?: string): string {
  const product = state.products.find((p) => p.id === checkout.product_id)!;
  const price = product.prices.find((p) => p.id === checkout.product_price_id)!;
  const value = (v: string | null | undefined) => escape(v ?? "");
  const address = checkout.customer_billing_address;
  const closed = checkout.status !== "open";
  const off = discountOff(
    state.discounts.find((d) => d.id === checkout.discount_id),
    checkout.amount,
  );
  const payable = checkout.amount - off;
  const card = cardNeeds(product, price, payable);
  const benefits = product.benefit_ids.map((id) => state.benefits.find((b) => b.id === id)).filter((b) => b !== undefined);
  const field = (label: string, name: string, attrs: string) => `<label>${label}<input name="${name}" ${attrs}></label>`;

  const summary = `<section class="card summary" aria-label="Order summary">
<p class="muted small">${product.recurring_interval ? `Subscribe to` : "Buy"}</p>
<h1>${escape(product.name)}</h1>
${product.description ? `<p class="muted">${escape(product.description)}</p>` : ""}
<p class="price" data-testid="amount">${priceLabel(product, checkout, off)}</p>
${benefits.length ? `<ul class="benefits">${benefits.map((b) => `<li>${escape(b.description)}</li>`).join("")}</ul>` : ""}
<div class="lines">
<div class="line"><span class="muted">Subtotal</span><span>${money(checkout.amount)}</span></div>
${off ? `<div class="line"><span class="muted">Discount</span><span>−${money(off)}</span></div>` : ""}
<div class="line total"><span>${product.recurring_interval ? "Due today" : "Total"}</span><span>${money(payable)}</span></div>
</div>
</section>`;

  const form = closed
    ? `<p role="status">This checkout is ${escape(checkout.status)}.</p>`
    : `<form method="post">
${field("Email", "customer_email", `type="email" required autocomplete="email" value="${value(checkout.customer_email)}"`)}
${field("Name", "customer_name", `autocomplete="name" value="${value(checkout.customer_name)}"`)}
${
  price.amount_type === "custom"
    ? field(
        `Amount in USD (${money(price.minimum_amount ?? 0)}${price.maximum_amount ? ` to ${money(price.maximum_amount)}` : " or more"})`,
        "amount",
        `type="number" step="0.01" min="${(price.minimum_amount ?? 0) / 100}" ${price.maximum_amount ? `max="${price.maximum_amount / 100}"` : ""} value="${(checkout.amount / 100).toFixed(2)}" required`,
      )
    : ""
}
${
  checkout.require_billing_address
    ? `<fieldset><legend>Billing address</legend>
${field("Country (two letters)", "country", `required maxlength="2" autocomplete="country" value="${value(address?.country)}"`)}
${field("Address", "line1", `required autocomplete="address-line1" value="${value(address?.line1)}"`)}
<div class="row">${field("City", "city", `required autocomplete="address-level2" value="${value(address?.city)}"`)}
${field("Postal code", "postal_code", `required autocomplete="postal-code" value="${value(address?.postal_code)}"`)}</div>
</fieldset>`
    : field("Country (two letters, optional)", "country", `maxlength="2" autocomplete="country" value="${value(address?.country)}"`)
}
${checkout.allow_discount_codes ? field("Discount code", "discount_code", `autocomplete="off"`) : ""}
${
  card.formRequired
    ? `${field("Card number", "card", `inputmode="numeric" autocomplete="cc-number" required placeholder="1234 1234 1234 1234"`)}
<p class="hint">Test mode. Card <code>4242 4242 4242 4242</code> pays; <code>4000 0000 0000 0002</code> is declined.</p>`
    : ""
}
<button type="submit">${payable > 0 ? `Pay ${money(payable)}` : product.recurring_interval ? "Subscribe" : "Get it free"}</button>
<p class="muted small">${product.recurring_interval ? `Renews every ${escape(product.recurring_interval)} until you cancel.` : "One-time payment."} Payment is handled by Polar on behalf of ${escape(state.organization.name)}.</p>
</form>`;

  const details = `<section class="card" aria-label="Payment">
${error ? `<p role="alert" class="alert">${escape(error)}</p>` : ""}
${form}
${checkout.return_url ? `<p class="small"><a href="${escape(checkout.return_url)}">← Back to ${escape(state.organization.name)}</a></p>` : ""}
</section>`;

  return page({
    title: `Checkout · ${state.organization.name}`,
    seller: state.organization.name,
    body: `<div class="grid">${summary}${details}</div>`,
  });
}

/** A small page with a heading and some HTML (success, errors, invoices). */
export function simplePage(title: string, body: string, seller = "Polar"): string {
  return page({ title, seller, narrow: true, body: `<section class="card"><h1>${escape(title)}</h1>${body}</section>` });
}

export { escape, money };
