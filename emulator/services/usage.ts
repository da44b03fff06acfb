import type { Customer, IngestedEvent, Meter, Metadata } from "../state";
import { Store } from "../store";
import { Service } from "./service";

/** The event name a meter counts (its filter's name clause), or undefined when it counts every event. */
function countedName(meter: Meter | undefined): unknown {
  return (meter?.filter as { clauses?: { property: string; value: unknown }[] } | undefined)?.clauses?.find((c) => c.property === "name")
    ?.value;
}

/** Whether a meter counts an event. */
export function counts(meter: Meter | undefined, event: IngestedEvent): boolean {
  const name = countedName(meter);
  return name === undefined || name === event.name;
}

/** Units counted for a customer on a meter, and the units their live grants credit. */
export function meterUsage(store: Store, customerId: string, meterId: string) {
  const meter = store.get("meters", meterId);
  const consumed = store.state.events.filter((e) => e.customer_id === customerId && counts(meter, e)).length;
  const credited = store.state.benefit_grants
    .filter((g) => g.customer_id === customerId && g.granted_at && !g.revoked_at)
    .map((g) => store.get("benefits", g.benefit_id))
    .filter((b) => b?.type === "meter_credit" && b.properties.meter_id === meterId)
    .reduce((sum, b) => sum + Number(b!.properties.units ?? 0), 0);
  return { consumed, credited };
}

export type EventInput = {
  name: string;
  external_id?: string;
  customer_id?: string;
  external_customer_id?: string;
  metadata?: Metadata;
  timestamp?: string;
};
export type QuantitiesQuery = { meter: Meter; start: Date; end: Date; interval: string; customerIds?: (string | null)[] };

const STEP_MS: Record<string, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

/** Usage: events ingested for customers, and what the meters make of them. */
export class Usage extends Service {
  /**
   * Stores events; one naming a customer the emulator does not know is kept without a customer, as Polar does. An
   * event whose external id is already stored is a duplicate (a sender's retry), counted and not stored again.
   */
  ingest(events: EventInput[]): { inserted: number; duplicates: number } {
    const live = this.store.state.customers.filter((c) => !c.deleted_at);
    const seen = new Set(this.store.state.events.map((e) => e.external_id).filter(Boolean));
    let duplicates = 0;
    for (const event of events) {
      if (event.external_id && seen.has(event.external_id)) {
        duplicates += 1;
        continue;
      }
      if (event.external_id) seen.add(event.external_id);
      const customer = event.customer_id
        ? live.find((c) => c.id === event.customer_id)
        : live.find((c) => c.external_id === event.external_customer_id);
      const at = this.store.iso();
      this.store.add("events", {
        id: Store.id(),
        created_at: at,
        modified_at: null,
        name: event.name,
        external_id: event.external_id ?? null,
        customer_id: customer?.id ?? null,
        external_customer_id: event.external_customer_id ?? null,
        metadata: event.metadata ?? {},
        timestamp: event.timestamp ?? at,
      });
    }
    return { inserted: events.length - duplicates, duplicates };
  }

  /** Every live customer's meters: a customer has a meter once it has an event for it or a grant crediting it. */
  customerMeters(): { customer: Customer; meter: Meter }[] {
    return this.store.state.customers
      .filter((c) => !c.deleted_at)
      .flatMap((customer) =>
        this.store.state.meters
          .filter((meter) => {
            const usage = meterUsage(this.store, customer.id, meter.id);
            return usage.consumed > 0 || usage.credited > 0;
          })
          .map((meter) => ({ customer, meter })),
      );
  }

  /** A meter's counts per interval between two instants (at most 1000 intervals). */
  quantities({ meter, start, end, interval, customerIds }: QuantitiesQuery) {
    const step = STEP_MS[interval] ?? STEP_MS.day;
    const events = this.store.state.events.filter(
      (e) => counts(meter, e) && (customerIds === undefined || customerIds.includes(e.customer_id ?? "")),
    );
    const quantities = [];
    for (let t = start.getTime(); t < end.getTime() && quantities.length < 1000; t += step) {
      const quantity = events.filter((e) => {
        const at = new Date(e.timestamp).getTime();
        return at >= t && at < t + step;
      }).length;
      quantities.push({ timestamp: new Date(t).toISOString(), quantity });
    }
    return { quantities, total: quantities.reduce((sum, q) => sum + q.quantity, 0) };
  }
}
