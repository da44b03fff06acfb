import { found } from "../http/errors";
import type { Router } from "../http/router";
import type { Services } from "../services";
import { counts } from "../services/usage";
import { listReply, matches } from "./list";

/** How Polar labels its own events. */
const SYSTEM_LABELS: Record<string, string> = { "meter.credited": "Meter Credited", "meter.reset": "Meter Reset" };

/** Usage: ingested events, meter quantities over time, and each customer's meters (consumed, credited, balance). */
export function registerUsage(router: Router, { store, out, catalogue, customers, usage }: Services) {
  const state = () => store.state;
  const externalToIds = (external: unknown) =>
    external === undefined ? undefined : customers.idsByExternal((id) => matches(external, id));
  const customerMeters = () => usage.customerMeters().map(({ customer, meter }) => out.customerMeter(customer, meter));

  router.api("POST", "/v1/events/ingest", "organization", ({ body }) => ({
    status: 200,
    json: usage.ingest(body.events),
  }));

  router.api("GET", "/v1/customer-meters/", "organization", (ctx) => {
    const q = ctx.query;
    const external = externalToIds(q.external_customer_id);
    const rows = customerMeters().filter(
      (m) =>
        matches(q.customer_id, m.customer_id) &&
        matches(q.meter_id, m.meter_id) &&
        (external === undefined || external.includes(m.customer_id as string)),
    );
    return listReply(ctx, rows, (m) => m);
  });
  router.api("GET", "/v1/customer-meters/{id}", "organization", ({ params }) => ({
    status: 200,
    json: found(customerMeters().find((m) => m.id === params.id)),
  }));

  router.api("GET", "/v1/meters/{id}/quantities", "organization", ({ params, query }) => {
    const customerIds =
      query.customer_id !== undefined ? [query.customer_id].flat().map(String) : externalToIds(query.external_customer_id);
    const quantities = usage.quantities({
      meter: catalogue.meter(params.id),
      start: new Date(String(query.start_timestamp)),
      end: new Date(String(query.end_timestamp)),
      interval: String(query.interval),
      customerIds,
    });
    return { status: 200, json: quantities };
  });

  router.api("GET", "/v1/events/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = state().events.filter(
      (e) =>
        matches(q.customer_id, e.customer_id) &&
        matches(q.external_customer_id, e.external_customer_id) &&
        matches(q.name, e.name) &&
        (q.source === undefined || matches(q.source, e.source ?? "user")) &&
        (q.meter_id === undefined || state().meters.some((m) => matches(q.meter_id, m.id) && counts(m, e))),
    );
    return listReply(
      ctx,
      rows,
      (e) => {
        const customer = store.get("customers", e.customer_id);
        return {
          id: e.id,
          timestamp: e.timestamp,
          organization_id: state().organization.id,
          customer_id: e.customer_id,
          customer: customer ? out.customer(customer) : null,
          external_customer_id: e.external_customer_id,
          child_count: 0,
          parent_id: null,
          label: SYSTEM_LABELS[e.name] ?? e.name,
          name: e.name,
          source: e.source ?? "user",
          metadata: e.metadata,
        };
      },
      "-timestamp",
    );
  });
}
