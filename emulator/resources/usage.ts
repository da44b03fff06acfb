import { notFound } from "../http/errors";
import type { Router } from "../http/router";
import * as out from "../serialize";
import type { Customer, IngestedEvent, Meter } from "../state";
import type { Store } from "../store";
import { listReply, matches } from "./list";

/** Usage: ingested events, meter quantities over time, and each customer's meters (consumed, credited, balance). */
export function registerUsage(router: Router, store: Store) {
  const state = () => store.state;
  const meterById = (id: string) => state().meters.find((m) => m.id === id) ?? (() => { throw notFound(); })();

  /** The event name a seeded or created meter counts (its name clause), if it has one. */
  const countsEvent = (meter: Meter, event: IngestedEvent) => {
    const clause = (meter.filter as { clauses?: { property: string; value: unknown }[] })?.clauses?.find((c) => c.property === "name");
    return clause === undefined || clause.value === event.name;
  };

  const customerMeter = (customer: Customer, meter: Meter) => {
    const usage = out.meterUsage(state(), customer.id, meter.id);
    return {
      id: `${customer.id.slice(0, 24)}${meter.id.slice(24)}`,
      created_at: customer.created_at,
      modified_at: customer.modified_at,
      customer_id: customer.id,
      meter_id: meter.id,
      consumed_units: usage.consumed,
      credited_units: usage.credited,
      balance: usage.credited - usage.consumed,
      customer: out.customer(state(), customer),
      meter: out.meter(state(), meter),
    };
  };
  /** A customer has a meter once it has an event for it or a grant crediting it. */
  const customerMeters = () =>
    state().customers.filter((c) => !c.deleted_at).flatMap((customer) =>
      state().meters
        .filter((meter) => {
          const usage = out.meterUsage(state(), customer.id, meter.id);
          return usage.consumed > 0 || usage.credited > 0;
        })
        .map((meter) => customerMeter(customer, meter)),
    );

  router.api("GET", "/v1/customer-meters/", "organization", (ctx) => {
    const q = ctx.query;
    const external = q.external_customer_id === undefined ? undefined : state().customers.filter((c) => matches(q.external_customer_id, c.external_id)).map((c) => c.id);
    const rows = customerMeters().filter((m) => matches(q.customer_id, m.customer_id) && matches(q.meter_id, m.meter_id) && (external === undefined || external.includes(m.customer_id)));
    return listReply(ctx, rows, (m) => m);
  });
  router.api("GET", "/v1/customer-meters/{id}", "organization", ({ params }) => {
    const found = customerMeters().find((m) => m.id === params.id) ?? (() => { throw notFound(); })();
    return { status: 200, json: found };
  });

  router.api("GET", "/v1/meters/{id}/quantities", "organization", ({ params, query }) => {
    const meter = meterById(params.id);
    const start = new Date(String(query.start_timestamp));
    const end = new Date(String(query.end_timestamp));
    const step = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000, year: 365 * 86_400_000 }[String(query.interval)] ?? 86_400_000;
    const customerIds = query.customer_id !== undefined ? [query.customer_id].flat() : query.external_customer_id !== undefined ? state().customers.filter((c) => matches(query.external_customer_id, c.external_id)).map((c) => c.id) : undefined;
    const events = state().events.filter((e) => countsEvent(meter, e) && (customerIds === undefined || customerIds.includes(e.customer_id ?? "")));
    const quantities = [];
    for (let t = start.getTime(); t < end.getTime() && quantities.length < 1000; t += step) {
      const quantity = events.filter((e) => {
        const at = new Date(e.timestamp).getTime();
        return at >= t && at < t + step;
      }).length;
      quantities.push({ timestamp: new Date(t).toISOString(), quantity });
    }
    return { status: 200, json: { quantities, total: quantities.reduce((sum, q) => sum + q.quantity, 0) } };
  });

  router.api("GET", "/v1/events/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = state().events.filter(
      (e) =>
        matches(q.customer_id, e.customer_id) &&
        matches(q.external_customer_id, e.external_customer_id) &&
        matches(q.name, e.name) &&
        (q.source === undefined || matches(q.source, "user")) &&
        (q.meter_id === undefined || state().meters.some((m) => matches(q.meter_id, m.id) && countsEvent(m, e))),
    );
    return listReply(
      ctx,
      rows,
      (e) => {
        const customer = e.customer_id ? state().customers.find((c) => c.id === e.customer_id) : undefined;
        return {
          id: e.id,
          timestamp: e.timestamp,
          organization_id: state().organization.id,
          customer_id: e.customer_id,
          customer: customer ? out.customer(state(), customer) : null,
          external_customer_id: e.external_customer_id,
          child_count: 0,
          parent_id: null,
          label: e.name,
          name: e.name,
          source: "user",
          metadata: e.metadata,
        };
      },
      "-timestamp",
    );
  });
}
