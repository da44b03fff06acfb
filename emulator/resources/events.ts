import type { Router } from "../http/router";
import type { Services } from "../services";
import type { IngestedEvent } from "../state";
import { includes, listReply, matches } from "./list";

/** One event, the names and types of the events ingested so far, and changes to a meter. */
export function registerEvents(router: Router, { store, out, catalogue, events }: Services) {
  const filtered = (q: Record<string, unknown>): IngestedEvent[] =>
    store.state.events.filter(
      (e) =>
        matches(q.customer_id, e.customer_id) &&
        matches(q.external_customer_id, e.external_customer_id) &&
        (q.source === undefined || matches(q.source, "user")) &&
        includes(e.name, q.query),
    );

  router.api("GET", "/v1/events/names", "organization", (ctx) =>
    listReply(
      ctx,
      events.stats(filtered(ctx.query)).map((s) => ({ ...s, label: events.typeOf(s.name).label, source: "user" })),
      (s) => s,
      "-last_seen",
    ),
  );
  router.api("GET", "/v1/events/{id}", "organization", ({ params }) => ({ status: 200, json: out.event(events.byId(params.id)) }));

  router.api("GET", "/v1/event-types/", "organization", (ctx) => {
    const stats = new Map(events.stats(filtered(ctx.query)).map((s) => [s.name, s]));
    const rows = events
      .types()
      .filter((t) => stats.has(t.name))
      .map((t) => ({
        id: t.id,
        created_at: t.created_at,
        modified_at: t.modified_at,
        label: t.label,
        label_property_selector: t.label_property_selector,
        organization_id: store.state.organization.id,
        source: "user",
        ...stats.get(t.name)!,
      }));
    return listReply(ctx, rows, (t) => t, "-last_seen");
  });
  router.api("PATCH", "/v1/event-types/{id}", "organization", ({ params, body }) => {
    const t = events.updateType(params.id, body);
    return {
      status: 200,
      json: { ...t, organization_id: store.state.organization.id },
    };
  });

  router.api("PATCH", "/v1/meters/{id}", "organization", ({ params, body }) => ({
    status: 200,
    json: out.meter(events.updateMeter(catalogue.meter(params.id), body)),
  }));
}
