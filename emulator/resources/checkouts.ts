import type { Router } from "../http/router";
import type { Services } from "../services";
import { CARD_SUCCEEDS, type Checkouts } from "../services/checkouts";
import { listReply, matches } from "./list";

/** The hosted checkout page catches a declined card by this class. */
export { CardDeclined } from "../http/errors";

/** Checkouts: the seller's API, and the client API a buyer's browser uses with the checkout's secret. */
export function registerCheckouts(router: Router, { store, out, hooks, checkouts }: Services): Checkouts {
  router.api("POST", "/v1/checkouts/", "organization", ({ body }) => ({ status: 201, json: out.checkout(checkouts.create(body)) }));
  router.api("GET", "/v1/checkouts/", "organization", (ctx) =>
    listReply(
      ctx,
      store.state.checkouts.filter(
        (c) =>
          matches(ctx.query.status, c.status) &&
          matches(ctx.query.customer_id, c.customer_id) &&
          matches(ctx.query.product_id, c.product_id),
      ),
      (c) => out.checkout(c),
    ),
  );
  router.api("GET", "/v1/checkouts/{id}", "organization", ({ params }) => ({ status: 200, json: out.checkout(checkouts.byId(params.id)) }));

  router.api("GET", "/v1/checkouts/client/{client_secret}", "none", ({ params }) => ({
    status: 200,
    json: out.checkoutPublic(checkouts.bySecret(params.client_secret)),
  }));
  router.api("PATCH", "/v1/checkouts/client/{client_secret}", "none", ({ params, body }) => {
    const checkout = checkouts.openCheckout(checkouts.bySecret(params.client_secret));
    checkouts.applyBuyerInput(checkout, body);
    checkout.modified_at = store.iso();
    hooks.emit("checkout.updated", out.checkout(checkout));
    return { status: 200, json: out.checkoutPublic(checkout) };
  });
  // The API confirm stands for a browser that has already tokenized a card: confirmation_token_id carries
  // the test card number (4242… pays, 4000 0000 0000 0002 is declined).
  router.api("POST", "/v1/checkouts/client/{client_secret}/confirm", "none", ({ params, body }) => {
    const checkout = checkouts.openCheckout(checkouts.bySecret(params.client_secret));
    checkouts.applyBuyerInput(checkout, body);
    checkouts.confirm(checkout, String(body.confirmation_token_id ?? CARD_SUCCEEDS), true);
    return { status: 200, json: out.checkoutPublic(checkout, null) };
  });
  return checkouts;
}
