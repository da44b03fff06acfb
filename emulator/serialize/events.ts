import type { IngestedEvent } from "../state";
import type { Json, Source } from "./json";
import { customer } from "./customers";

/** An event the seller ingested (source "user"). */
export function event(src: Source, e: IngestedEvent): Json {
  const owner = src.store.get("customers", e.customer_id);
  return {
    id: e.id,
    timestamp: e.timestamp,
    organization_id: src.store.state.organization.id,
    customer_id: e.customer_id,
    customer: owner ? customer(src, owner) : null,
    external_customer_id: e.external_customer_id,
    child_count: 0,
    parent_id: null,
    label: src.store.state.event_types.find((t) => t.name === e.name)?.label ?? e.name,
    name: e.name,
    source: "user",
    metadata: e.metadata,
  };
}
