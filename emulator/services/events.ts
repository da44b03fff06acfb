import { found } from "../http/errors";
import type { EventType, IngestedEvent, Meter } from "../state";
import { Store } from "../store";
import type { MeterInput } from "./catalogue";
import { Service } from "./service";

export type EventStats = { name: string; occurrences: number; first_seen: string; last_seen: string };
export type MeterUpdate = Partial<MeterInput> &
  Partial<Pick<Meter, "unit" | "custom_label" | "custom_multiplier">> & { is_archived?: boolean | null };

/**
 * What Polar keeps about ingested events besides the events: a type per event name (made when the name is
 * first seen, with a label the seller can change) and the counts per name; and changes to meters.
 */
export class Events extends Service {
  byId(id: string): IngestedEvent {
    return found(this.store.get("events", id));
  }

  /** Occurrences, first and last time of each event name among these events, most frequent first. */
  stats(events: IngestedEvent[]): EventStats[] {
    const byName = new Map<string, EventStats>();
    for (const e of events) {
      const known = byName.get(e.name);
      if (!known) byName.set(e.name, { name: e.name, occurrences: 1, first_seen: e.timestamp, last_seen: e.timestamp });
      else {
        known.occurrences += 1;
        if (e.timestamp < known.first_seen) known.first_seen = e.timestamp;
        if (e.timestamp > known.last_seen) known.last_seen = e.timestamp;
      }
    }
    return [...byName.values()];
  }

  /** The type of an event name, made on first use. */
  typeOf(name: string): EventType {
    const known = this.store.state.event_types.find((t) => t.name === name);
    if (known) return known;
    return this.store.add("event_types", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      name,
      label: name,
      label_property_selector: null,
    });
  }

  /** Every event type, one per name ever ingested. */
  types(): EventType[] {
    for (const name of new Set(this.store.state.events.map((e) => e.name))) this.typeOf(name);
    return this.store.state.event_types;
  }

  updateType(id: string, input: { label: string; label_property_selector?: string | null }): EventType {
    const type = found(this.types().find((t) => t.id === id));
    type.label = input.label;
    if (input.label_property_selector !== undefined) type.label_property_selector = input.label_property_selector;
    type.modified_at = this.store.iso();
    return type;
  }

  updateMeter(meter: Meter, input: MeterUpdate): Meter {
    if (input.name !== undefined && input.name !== null) meter.name = input.name;
    if (input.metadata) meter.metadata = input.metadata;
    if (input.filter) meter.filter = input.filter;
    if (input.aggregation) meter.aggregation = input.aggregation;
    if (input.unit) meter.unit = input.unit;
    if (input.custom_label !== undefined) meter.custom_label = input.custom_label;
    if (input.custom_multiplier !== undefined) meter.custom_multiplier = input.custom_multiplier;
    if (typeof input.is_archived === "boolean") meter.archived_at = input.is_archived ? (meter.archived_at ?? this.store.iso()) : null;
    meter.modified_at = this.store.iso();
    return meter;
  }
}
