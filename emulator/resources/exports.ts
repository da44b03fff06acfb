import type { Router } from "../http/router";
import type { Services } from "../services";
import { csvReply } from "./csv";
import { matches } from "./list";

/** The CSV exports of customers and subscriptions (orders export with orders). */
export function registerExports(router: Router, { store, customers }: Services) {
  router.api("GET", "/v1/customers/export", "organization", () =>
    csvReply(
      ["ID", "External ID", "Created At", "Email", "Name", "Country"],
      customers.live().map((c) => [c.id, c.external_id, c.created_at, c.email, c.name, c.billing_address?.country]),
    ),
  );
  router.api("GET", "/v1/subscriptions/export", "organization", ({ query: q }) => {
    const rows = store.state.subscriptions.filter(
      (s) =>
        matches(q.product_id, s.product_id) &&
        matches(q.status, s.status) &&
        matches(q.cancel_at_period_end, s.cancel_at_period_end) &&
        (q.started_after === undefined || s.started_at >= String(q.started_after)) &&
        (q.started_before === undefined || s.started_at < String(q.started_before)),
    );
    return csvReply(
      ["Email", "Created At", "Active", "Product", "Price", "Currency", "Interval"],
      rows.map((s) => [
        store.get("customers", s.customer_id)?.email,
        s.created_at,
        s.status === "active" || s.status === "trialing",
        store.get("products", s.product_id)?.name,
        s.amount,
        s.currency,
        s.recurring_interval,
      ]),
    );
  });
}
