import type { WebhookEndpoint } from "../state";
import type { Json, Source } from "./json";

export function webhookEndpoint(src: Source, w: WebhookEndpoint): Json {
  return {
    created_at: w.created_at,
    modified_at: w.modified_at,
    id: w.id,
    url: w.url,
    name: w.name,
    format: w.format,
    secret: w.secret,
    organization_id: src.store.state.organization.id,
    events: w.events,
    enabled: w.enabled,
  };
}
