import { randomBytes } from "node:crypto";
import { found, invalidField, PolarError } from "../http/errors";
import type { Router } from "../http/router";
import type { Services } from "../services";
import type { CheckoutLink } from "../state";
import { Store } from "../store";
import { listReply, matches } from "./list";

/**
 * What a PATCH may change besides the products and the discount. Polar applies every field the request sets
 * (`exclude_unset`), so an explicit null clears a nullable one (label, success and return URLs); the booleans
 * and the metadata cannot be null in Polar's table, and a null for them leaves them as they are here.
 */
const NULLABLE = ["label", "success_url", "return_url"] as const;
const NOT_NULL = ["allow_discount_codes", "require_billing_address", "metadata"] as const;

/**
 * Checkout links: a lasting URL that opens a fresh checkout for its products on every visit, made by the
 * same code as the API's checkout creation, so the link's checkout is an ordinary one.
 */
export function registerCheckoutLinks(router: Router, { store, out, catalogue, checkouts }: Services) {
  const state = () => store.state;
  const live = (link: CheckoutLink | undefined) => (link && !link.deleted ? link : undefined);
  const find = (id: string) => found(live(store.get("checkout_links", id)));
  const productIds = (ids: string[], field: string) => ids.map((id, i) => catalogue.sellable(id, ["body", field, i]).id);
  const validDiscount = (id: string | null | undefined) => {
    const discount = store.get("discounts", id ?? undefined);
    if (id && (!discount || discount.deleted)) throw invalidField(["body", "discount_id"], "Discount does not exist.", id);
  };

  router.api("GET", "/v1/checkout-links/", "organization", (ctx) =>
    listReply(
      ctx,
      state().checkout_links.filter(
        (l) => !l.deleted && (ctx.query.product_id === undefined || l.product_ids.some((id) => matches(ctx.query.product_id, id))),
      ),
      (l) => out.checkoutLink(l),
    ),
  );
  router.api("GET", "/v1/checkout-links/{id}", "organization", ({ params }) => ({ status: 200, json: out.checkoutLink(find(params.id)) }));
  router.api("POST", "/v1/checkout-links/", "organization", ({ body }) => {
    let ids: string[];
    if (Array.isArray(body.products)) ids = productIds(body.products, "products");
    else if (body.product_id) ids = productIds([body.product_id], "product_id");
    else {
      const product = state().products.find((p) => p.prices.some((x) => x.id === body.product_price_id));
      if (!product) throw invalidField(["body", "product_price_id"], "Price does not exist.", body.product_price_id);
      ids = [product.id];
    }
    validDiscount(body.discount_id);
    const link = store.add("checkout_links", {
      id: Store.id(),
      created_at: store.iso(),
      modified_at: null,
      client_secret: `polar_cl_${randomBytes(24).toString("base64url")}`,
      label: body.label ?? null,
      product_ids: ids,
      discount_id: body.discount_id ?? null,
      allow_discount_codes: body.allow_discount_codes ?? true,
      require_billing_address: body.require_billing_address ?? false,
      success_url: body.success_url ?? null,
      return_url: body.return_url ?? null,
      metadata: body.metadata ?? {},
      deleted: false,
    });
    return { status: 201, json: out.checkoutLink(link) };
  });
  router.api("PATCH", "/v1/checkout-links/{id}", "organization", ({ params, body }) => {
    const link = find(params.id);
    const ids = Array.isArray(body.products) ? productIds(body.products, "products") : undefined;
    if (body.discount_id !== undefined) validDiscount(body.discount_id);
    // Validated first, so that a refused request changes nothing.
    if (ids) link.product_ids = ids;
    if (body.discount_id !== undefined) link.discount_id = body.discount_id;
    const fields = link as Record<string, unknown>;
    for (const key of NULLABLE) if (body[key] !== undefined) fields[key] = body[key];
    for (const key of NOT_NULL) if (body[key] !== undefined && body[key] !== null) fields[key] = body[key];
    link.modified_at = store.iso();
    return { status: 200, json: out.checkoutLink(link) };
  });
  router.api("DELETE", "/v1/checkout-links/{id}", "organization", ({ params }) => {
    find(params.id).deleted = true;
    return { status: 204 };
  });

  /** The link itself: opens a new checkout and sends the browser there. */
  router.page("GET", "/links/{client_secret}", ({ params }) => {
    const link = live(store.get("checkout_links", params.client_secret, "client_secret"));
    if (!link) return { status: 404, html: "<!doctype html><title>Not found</title><p>This checkout link does not exist.</p>" };
    try {
      const checkout = checkouts.create({
        products: link.product_ids,
        discount_id: link.discount_id,
        allow_discount_codes: link.allow_discount_codes,
        require_billing_address: link.require_billing_address,
        metadata: link.metadata,
        ...(link.success_url ? { success_url: link.success_url } : {}),
        ...(link.return_url ? { return_url: link.return_url } : {}),
      });
      return { status: 303, location: out.checkoutUrl(checkout) };
    } catch (error) {
      // A product or discount of the link has gone since: the link cannot be used.
      if (error instanceof PolarError)
        return { status: 409, html: "<!doctype html><title>Unavailable</title><p>This checkout link cannot be used right now.</p>" };
      throw error;
    }
  });
}
