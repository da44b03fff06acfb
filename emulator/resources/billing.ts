import { conflict, invalidField, notFound } from "../http/errors";
import type { Router } from "../http/router";
import type { Lifecycle } from "../lifecycle";
import * as out from "../serialize";
import type { Store } from "../store";
import { listReply, matches, metadataMatches } from "./list";

/** Orders, subscriptions and benefit grants, read and changed as a seller does through the API. */
export function registerBilling(router: Router, store: Store, lifecycle: Lifecycle) {
  const state = () => store.state;
  const order = (id: string) => state().orders.find((o) => o.id === id) ?? (() => { throw notFound(); })();
  const subscription = (id: string) => state().subscriptions.find((s) => s.id === id) ?? (() => { throw notFound(); })();
  const externalToId = (external: unknown) => (external === undefined ? undefined : state().customers.filter((c) => matches(external, c.external_id)).map((c) => c.id));

  router.api("GET", "/v1/orders/", "organization", (ctx) => {
    const q = ctx.query;
    const byExternal = externalToId(q.external_customer_id);
    const rows = state().orders.filter(
      (o) => matches(q.customer_id, o.customer_id) && matches(q.product_id, o.product_id) && matches(q.checkout_id, o.checkout_id) && (byExternal === undefined || byExternal.includes(o.customer_id)),
    );
    return listReply(ctx, rows, (o) => out.order(state(), o));
  });
  router.api("GET", "/v1/orders/{id}", "organization", ({ params }) => ({ status: 200, json: out.order(state(), order(params.id)) }));
  router.api("GET", "/v1/orders/{id}/invoice", "organization", ({ params }) => {
    const o = order(params.id);
    if (o.status === "pending") throw invalidField(["path", "id"], "Invoice is not generated yet.", params.id);
    return { status: 200, json: { url: `${out.publicUrl()}/invoices/${o.id}` } };
  });

  router.api("GET", "/v1/subscriptions/", "organization", (ctx) => {
    const q = ctx.query;
    const byExternal = externalToId(q.external_customer_id);
    const rows = state().subscriptions.filter(
      (s) =>
        matches(q.customer_id, s.customer_id) &&
        matches(q.product_id, s.product_id) &&
        (q.active === undefined || (s.status === "active") === q.active) &&
        (byExternal === undefined || byExternal.includes(s.customer_id)) &&
        metadataMatches(ctx.rawQuery, s.metadata),
    );
    return listReply(ctx, rows, (s) => out.subscription(state(), s));
  });
  router.api("GET", "/v1/subscriptions/{id}", "organization", ({ params }) => ({ status: 200, json: out.subscription(state(), subscription(params.id)) }));
  router.api("PATCH", "/v1/subscriptions/{id}", "organization", ({ params, body }) => {
    const s = subscription(params.id);
    if (s.status === "canceled") throw conflict("AlreadyCanceledSubscription", "This subscription is already canceled.");
    if (body.revoke === true) lifecycle.revoke(s, true, body.customer_cancellation_reason ?? null, body.customer_cancellation_comment ?? null);
    else if (body.cancel_at_period_end === true) lifecycle.cancelAtPeriodEnd(s, body.customer_cancellation_reason ?? null, body.customer_cancellation_comment ?? null);
    else if (body.cancel_at_period_end === false) lifecycle.uncancel(s);
    else if (typeof body.product_id === "string") {
      const product = state().products.find((p) => p.id === body.product_id && !p.is_archived && p.recurring_interval);
      if (!product) throw invalidField(["body", "product_id"], "Product does not exist or is not a subscription.", body.product_id);
      const price = product.prices.find((p) => !p.is_archived && p.amount_type !== "metered_unit") ?? product.prices[0];
      s.product_id = product.id;
      s.price_id = price.id;
      s.amount = price.price_amount ?? 0;
      s.recurring_interval = product.recurring_interval!;
      s.modified_at = store.iso();
      lifecycle.subscriptionChanged(s);
    }
    return { status: 200, json: out.subscription(state(), s) };
  });
  router.api("DELETE", "/v1/subscriptions/{id}", "organization", ({ params }) => {
    const s = subscription(params.id);
    if (s.status === "canceled") throw conflict("AlreadyCanceledSubscription", "This subscription is already canceled.");
    lifecycle.revoke(s, true);
    return { status: 200, json: out.subscription(state(), s) };
  });

  router.api("GET", "/v1/benefit-grants/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = state().benefit_grants.filter((g) => matches(q.customer_id, g.customer_id) && matches(q.is_granted, g.granted_at !== null && g.revoked_at === null));
    return listReply(ctx, rows, (g) => out.benefitGrant(state(), g));
  });
}
