import { found, invalidField } from "../http/errors";
import type { Router } from "../http/router";
import type { Services } from "../services";
import { notCanceled } from "../services/lifecycle";
import { listReply, matches, metadataMatches } from "./list";

/** Orders, subscriptions and benefit grants, read and changed as a seller does through the API. */
export function registerBilling(router: Router, { store, out, customers, lifecycle }: Services) {
  const state = () => store.state;
  const order = (id: string) => found(store.get("orders", id));
  const subscription = (id: string) => found(store.get("subscriptions", id));
  const externalToId = (external: unknown) => (external === undefined ? undefined : customers.idsByExternal((id) => matches(external, id)));

  router.api("GET", "/v1/orders/", "organization", (ctx) => {
    const q = ctx.query;
    const byExternal = externalToId(q.external_customer_id);
    const rows = state().orders.filter(
      (o) =>
        matches(q.customer_id, o.customer_id) &&
        matches(q.product_id, o.product_id) &&
        matches(q.checkout_id, o.checkout_id) &&
        (byExternal === undefined || byExternal.includes(o.customer_id)),
    );
    return listReply(ctx, rows, (o) => out.order(o));
  });
  router.api("GET", "/v1/orders/{id}", "organization", ({ params }) => ({ status: 200, json: out.order(order(params.id)) }));
  router.api("GET", "/v1/orders/{id}/invoice", "organization", ({ params }) => {
    const o = order(params.id);
    if (o.status === "pending") throw invalidField(["path", "id"], "Invoice is not generated yet.", params.id);
    return { status: 200, json: { url: `${out.publicUrl}/invoices/${o.id}` } };
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
    return listReply(ctx, rows, (s) => out.subscription(s));
  });
  router.api("GET", "/v1/subscriptions/{id}", "organization", ({ params }) => ({
    status: 200,
    json: out.subscription(subscription(params.id)),
  }));
  router.api("PATCH", "/v1/subscriptions/{id}", "organization", ({ params, body }) => {
    const s = notCanceled(subscription(params.id));
    const reason = body.customer_cancellation_reason ?? null;
    const comment = body.customer_cancellation_comment ?? null;
    if (body.revoke === true) lifecycle.revoke(s, true, reason, comment);
    else if (body.cancel_at_period_end === true) lifecycle.cancelAtPeriodEnd(s, reason, comment);
    else if (body.cancel_at_period_end === false) lifecycle.uncancel(s);
    else if (typeof body.product_id === "string") lifecycle.changePlan(s, body.product_id);
    else if (typeof body.pause_at_period_end === "boolean") lifecycle.schedulePause(s, body.pause_at_period_end, body.resumes_at ?? null);
    else if (body.resume === true) lifecycle.resume(s);
    return { status: 200, json: out.subscription(s) };
  });
  router.api("DELETE", "/v1/subscriptions/{id}", "organization", ({ params }) => {
    const s = notCanceled(subscription(params.id));
    lifecycle.revoke(s, true);
    return { status: 200, json: out.subscription(s) };
  });

  router.api("GET", "/v1/benefit-grants/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = state().benefit_grants.filter(
      (g) => matches(q.customer_id, g.customer_id) && matches(q.is_granted, g.granted_at !== null && g.revoked_at === null),
    );
    return listReply(ctx, rows, (g) => out.benefitGrant(g));
  });
}
