import { randomBytes } from "node:crypto";
import { notFound } from "../http/errors";
import type { Router } from "../http/router";
import * as out from "../serialize";
import type { WebhookEndpoint, WebhookEvent } from "../state";
import { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";
import { listReply, matches } from "./list";

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

export function registerWebhooks(router: Router, store: Store, hooks: Deliverer) {
  const state = () => store.state;
  const endpoint = (id: string) => state().webhook_endpoints.find((w) => w.id === id) ?? (() => { throw notFound(); })();
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

  router.api("GET", "/v1/webhooks/endpoints", "organization", (ctx) => listReply(ctx, state().webhook_endpoints, (w) => out.webhookEndpoint(state(), w)));
  router.api("GET", "/v1/webhooks/endpoints/{id}", "organization", ({ params }) => ({ status: 200, json: out.webhookEndpoint(state(), endpoint(params.id)) }));
  router.api("POST", "/v1/webhooks/endpoints", "organization", ({ body }) => {
    const at = store.iso();
    const created: WebhookEndpoint = { id: Store.id(), created_at: at, modified_at: null, url: body.url, name: body.name ?? null, secret: newWebhookSecret(), format: body.format, events: body.events, enabled: true };
    state().webhook_endpoints.push(created);
    return { status: 201, json: out.webhookEndpoint(state(), created) };
  });
  router.api("PATCH", "/v1/webhooks/endpoints/{id}", "organization", ({ params, body }) => {
    const w = endpoint(params.id);
    if (body.url) w.url = body.url;
    if (body.name !== undefined) w.name = body.name;
    if (body.events) w.events = body.events;
    if (typeof body.enabled === "boolean") w.enabled = body.enabled;
    w.modified_at = store.iso();
    return { status: 200, json: out.webhookEndpoint(state(), w) };
  });
  router.api("PATCH", "/v1/webhooks/endpoints/{id}/secret", "organization", ({ params }) => {
    const w = endpoint(params.id);
    w.secret = newWebhookSecret();
    w.modified_at = store.iso();
    return { status: 200, json: out.webhookEndpoint(state(), w) };
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
      webhook_event: eventJson(state().webhook_events.find((e) => e.id === d.webhook_event_id)!),
    }));
  });
  /** Sends the same event again, with the same webhook-id, whatever became of earlier attempts. */
  router.api("POST", "/v1/webhooks/events/{id}/redeliver", "organization", ({ params }) => {
    const event = state().webhook_events.find((e) => e.id === params.id) ?? (() => { throw notFound(); })();
    event.attempts = 0;
    event.succeeded = null;
    hooks.enqueue(event);
    return { status: 202, json: {} };
  });
}
