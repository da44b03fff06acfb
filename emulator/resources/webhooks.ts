import { randomBytes } from "node:crypto";
import { found } from "../http/errors";
import type { Router } from "../http/router";
import type { Services } from "../services";
import type { WebhookEvent } from "../state";
import { Store } from "../store";
import { listReply, matches } from "./list";

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

const eventJson = (e: WebhookEvent) => ({
  created_at: e.created_at,
  modified_at: e.modified_at,
  id: e.id,
  last_http_code: e.last_http_code,
  succeeded: e.succeeded,
  skipped: false,
  payload: e.payload,
  type: e.type,
  is_archived: false,
});

/** Webhook endpoints, their deliveries, and redelivery of an event. */
export function registerWebhooks(router: Router, { store, out, hooks }: Services) {
  const state = () => store.state;
  const endpoint = (id: string) => found(store.get("webhook_endpoints", id));

  router.api("GET", "/v1/webhooks/endpoints", "organization", (ctx) =>
    listReply(ctx, state().webhook_endpoints, (w) => out.webhookEndpoint(w)),
  );
  router.api("GET", "/v1/webhooks/endpoints/{id}", "organization", ({ params }) => ({
    status: 200,
    json: out.webhookEndpoint(endpoint(params.id)),
  }));
  router.api("POST", "/v1/webhooks/endpoints", "organization", ({ body }) => {
    const created = store.add("webhook_endpoints", {
      id: Store.id(),
      created_at: store.iso(),
      modified_at: null,
      url: body.url,
      name: body.name ?? null,
      secret: newWebhookSecret(),
      format: body.format,
      events: body.events,
      enabled: true,
    });
    return { status: 201, json: out.webhookEndpoint(created) };
  });
  router.api("PATCH", "/v1/webhooks/endpoints/{id}", "organization", ({ params, body }) => {
    const w = endpoint(params.id);
    if (body.url) w.url = body.url;
    if (body.name !== undefined) w.name = body.name;
    if (body.events) w.events = body.events;
    if (typeof body.enabled === "boolean") w.enabled = body.enabled;
    w.modified_at = store.iso();
    return { status: 200, json: out.webhookEndpoint(w) };
  });
  router.api("PATCH", "/v1/webhooks/endpoints/{id}/secret", "organization", ({ params }) => {
    const w = endpoint(params.id);
    w.secret = newWebhookSecret();
    w.modified_at = store.iso();
    return { status: 200, json: out.webhookEndpoint(w) };
  });
  router.api("DELETE", "/v1/webhooks/endpoints/{id}", "organization", ({ params }) => {
    const w = endpoint(params.id);
    state().webhook_endpoints = state().webhook_endpoints.filter((x) => x !== w);
    return { status: 204 };
  });
  router.api("GET", "/v1/webhooks/deliveries", "organization", (ctx) => {
    const rows = state().webhook_deliveries.filter((d) => matches(ctx.query.endpoint_id, d.endpoint_id));
    return listReply(ctx, rows, (d) => ({
      created_at: d.created_at,
      modified_at: d.modified_at,
      id: d.id,
      succeeded: d.succeeded,
      http_code: d.http_code,
      response: d.response,
      webhook_event: eventJson(store.get("webhook_events", d.webhook_event_id)!),
    }));
  });
  /** Sends the same event again, with the same webhook-id, whatever became of earlier attempts. */
  router.api("POST", "/v1/webhooks/events/{id}/redeliver", "organization", ({ params }) => {
    const event = found(store.get("webhook_events", params.id));
    event.attempts = 0;
    event.succeeded = null;
    hooks.enqueue(event);
    return { status: 202, json: {} };
  });
}
