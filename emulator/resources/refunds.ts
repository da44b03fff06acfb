import type { Router } from "../http/router";
import type { Services } from "../services";
import { listReply, matches } from "./list";

/** Refunds, full or partial (the sequence of webhooks is the lifecycle's). */
export function registerRefunds(router: Router, { store, out, lifecycle }: Services) {
  router.api("POST", "/v1/refunds/", "organization", ({ body }) => ({ status: 201, json: out.refund(lifecycle.refund(body)) }));
  router.api("GET", "/v1/refunds/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = store.state.refunds.filter(
      (r) =>
        matches(q.id, r.id) &&
        matches(q.order_id, r.order_id) &&
        matches(q.subscription_id, r.subscription_id) &&
        matches(q.customer_id, r.customer_id) &&
        matches(q.succeeded, r.status === "succeeded"),
    );
    return listReply(ctx, rows, (r) => out.refund(r));
  });
}
