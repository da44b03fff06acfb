import { invalidField } from "../http/errors";
import type { Router } from "../http/router";
import type { Services } from "../services";
import type { Checkout } from "../state";

type SellerUpdate = {
  discount_id?: string | null;
  allow_discount_codes?: boolean | null;
  require_billing_address?: boolean | null;
  success_url?: string | null;
  return_url?: string | null;
  metadata?: Checkout["metadata"];
  customer_metadata?: Checkout["customer_metadata"] | null;
  product_price_id?: string | null;
};

/**
 * PATCH /v1/checkouts/{id}: what the buyer could change (details, product, amount) plus what only the seller
 * may (discount, links, metadata), on an open checkout only; checkout.updated follows.
 */
export function registerCheckoutUpdate(router: Router, { store, out, hooks, checkouts }: Services) {
  router.api("PATCH", "/v1/checkouts/{id}", "organization", ({ params, body }) => {
    const checkout = checkouts.openCheckout(checkouts.byId(params.id));
    checkouts.applyBuyerInput(checkout, body);
    const input = body as SellerUpdate;
    if (input.product_price_id) {
      const price = store.get("products", checkout.product_id)?.prices.find((p) => p.id === input.product_price_id && !p.is_archived);
      if (!price)
        throw invalidField(["body", "product_price_id"], "Price does not belong to the checkout's product.", input.product_price_id);
      checkout.product_price_id = price.id;
      checkout.amount =
        price.amount_type === "fixed"
          ? (price.price_amount ?? 0)
          : price.amount_type === "custom"
            ? (price.preset_amount ?? price.minimum_amount ?? 0)
            : 0;
    }
    if (input.discount_id !== undefined) {
      if (input.discount_id !== null && !store.state.discounts.some((d) => d.id === input.discount_id && !d.deleted)) {
        throw invalidField(["body", "discount_id"], "Discount does not exist.", input.discount_id);
      }
      checkout.discount_id = input.discount_id;
    }
    if (typeof input.allow_discount_codes === "boolean") checkout.allow_discount_codes = input.allow_discount_codes;
    if (typeof input.require_billing_address === "boolean") checkout.require_billing_address = input.require_billing_address;
    if (input.success_url) checkout.success_url = input.success_url;
    if (input.return_url !== undefined) checkout.return_url = input.return_url;
    if (input.metadata) checkout.metadata = input.metadata;
    if (input.customer_metadata) checkout.customer_metadata = input.customer_metadata;
    checkout.modified_at = store.iso();
    hooks.emit("checkout.updated", out.checkout(checkout));
    return { status: 200, json: out.checkout(checkout) };
  });
}
