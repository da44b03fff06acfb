import { discountOff } from "../discounts";
import type { Checkout, Product, State } from "../state";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function priceLabel(product: Product, checkout: Checkout, off: number) {
  const interval = product.recurring_interval ? ` / ${product.recurring_interval}` : "";
  if (checkout.amount === 0) return "Free";
  return off ? `<s>${money(checkout.amount)}</s> ${money(checkout.amount - off)}${interval}` : `${money(checkout.amount)}${interval}`;
}

/**
 * The hosted checkout at each checkout's url: what the buyer sees on Polar, reduced to the fields that
 * change the outcome. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
export function checkoutPage(state: State, checkout: Checkout, error?: string): string {
  const product = state.products.find((p) => p.id === checkout.product_id)!;
  const price = product.prices.find((p) => p.id === checkout.product_price_id)!;
  const value = (v: string | null | undefined) => escape(v ?? "");
  const address = checkout.customer_billing_address;
  const closed = checkout.status !== "open";
  const off = discountOff(state.discounts.find((d) => d.id === checkout.discount_id), checkout.amount);
  const payable = checkout.amount - off;
  const field = (label: string, name: string, attrs: string) =>
    `<label>${label}<input name="${name}" ${attrs}></label>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout · ${escape(state.organization.name)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#18181b}
form{display:flex;flex-direction:column;gap:.75rem}label{display:flex;flex-direction:column;gap:.25rem;font-size:.9rem}
input{font:inherit;padding:.5rem;border:1px solid #a1a1aa;border-radius:.375rem}button{font:inherit;padding:.6rem;border:0;border-radius:.375rem;background:#2563eb;color:#fff}
[role=alert]{padding:.5rem;border:1px solid #fca5a5;background:#fef2f2;color:#991b1b;border-radius:.375rem}.note{font-size:.8rem;color:#52525b}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}input{background:#18181b;color:#f4f4f5}}
</style></head><body>
<p class="note">Polar emulator · test mode</p>
<h1>${escape(product.name)}</h1>
<p>${escape(product.description ?? "")}</p>
<p><strong data-testid="amount">${priceLabel(product, checkout, off)}</strong> · sold by ${escape(state.organization.name)}</p>
${error ? `<p role="alert">${escape(error)}</p>` : ""}
${
  closed
    ? `<p role="status">This checkout is ${escape(checkout.status)}.</p>`
    : `<form method="post">
${field("Email", "customer_email", `type="email" required autocomplete="email" value="${value(checkout.customer_email)}"`)}
${field("Name", "customer_name", `autocomplete="name" value="${value(checkout.customer_name)}"`)}
${
  price.amount_type === "custom"
    ? field(`Amount in USD (${money(price.minimum_amount ?? 0)}${price.maximum_amount ? ` to ${money(price.maximum_amount)}` : " or more"})`, "amount", `type="number" step="0.01" min="${(price.minimum_amount ?? 0) / 100}" ${price.maximum_amount ? `max="${price.maximum_amount / 100}"` : ""} value="${(checkout.amount / 100).toFixed(2)}" required`)
    : ""
}
${
  checkout.require_billing_address
    ? `<fieldset><legend>Billing address</legend>
${field("Country (two letters)", "country", `required maxlength="2" autocomplete="country" value="${value(address?.country)}"`)}
${field("Address", "line1", `required autocomplete="address-line1" value="${value(address?.line1)}"`)}
${field("City", "city", `required autocomplete="address-level2" value="${value(address?.city)}"`)}
${field("Postal code", "postal_code", `required autocomplete="postal-code" value="${value(address?.postal_code)}"`)}
</fieldset>`
    : field("Country (two letters, optional)", "country", `maxlength="2" autocomplete="country" value="${value(address?.country)}"`)
}
${checkout.allow_discount_codes ? field("Discount code", "discount_code", `autocomplete="off"`) : ""}
${payable > 0 || product.recurring_interval ? field("Card number", "card", `inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"`) : ""}
<button type="submit">${payable > 0 ? `Pay ${money(payable)}` : product.recurring_interval ? "Subscribe" : "Get it free"}</button>
<p class="note">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
</form>`
}
${checkout.return_url ? `<p><a href="${escape(checkout.return_url)}">Back</a></p>` : ""}
</body></html>`;
}

export function simplePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto"><h1>${escape(title)}</h1>${body}</body></html>`;
}

export { escape, money };
