import type { Customer, Meter, Metadata, Subscription } from "../state";
import { Store } from "../store";
import { currentWindow, isCredit, meterUsage } from "./meter-usage";
import { aggregate, counts, nonNegativeRunningSum } from "./meters";
import { Service } from "./service";

export { counts } from "./meters";
export { meteredAmount, meterUsage } from "./meter-usage";

export type EventInput = {
  name: string;
  customer_id?: string;
  external_customer_id?: string;
  external_id?: string | null;
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

/** Usage: events ingested for customers, Polar's own meter events, and what the meters make of them. */
export class Usage extends Service {
  /**
   * Stores events; one naming a customer the emulator does not know is kept without a customer, as Polar does.
   * An event whose external_id was seen before (stored, or earlier in the same batch) is a duplicate and skipped.
   */
  ingest(events: EventInput[]): { inserted: number; duplicates: number } {
    const live = this.store.state.customers.filter((c) => !c.deleted_at);
    const seen = new Set(this.store.state.events.map((e) => e.external_id).filter(Boolean));
    let inserted = 0;
    for (const event of events) {
      if (event.external_id) {
        if (seen.has(event.external_id)) continue;
        seen.add(event.external_id);
      }
      const customer = event.customer_id
        ? live.find((c) => c.id === event.customer_id)
        : live.find((c) => c.external_id === event.external_customer_id);
      const at = this.store.iso();
      this.store.add("events", {
        id: Store.id(),
        created_at: at,
        modified_at: null,
        name: event.name,
        customer_id: customer?.id ?? null,
        external_customer_id: event.external_customer_id ?? customer?.external_id ?? null,
        metadata: event.metadata ?? {},
        timestamp: event.timestamp ?? at,
        source: "user",
        external_id: event.external_id ?? null,
        ingested_at: at,
      });
      inserted += 1;
    }
    return { inserted, duplicates: events.length - inserted };
  }

  /** Every live customer's meters: a customer has a meter once it has an event the meter counts or a credit on it. */
  customerMeters(): { customer: Customer; meter: Meter }[] {
    return this.store.state.customers
      .filter((c) => !c.deleted_at)
      .flatMap((customer) => {
        const events = this.store.state.events.filter((e) => e.customer_id === customer.id);
        return this.store.state.meters
          .filter((meter) => events.some((e) => counts(meter, e) || isCredit(e, meter.id)))
          .map((meter) => ({ customer, meter }));
      });
  }

  /** A meter's units per interval between two instants (at most 1000 intervals), and over the whole range. */
  quantities({ meter, start, end, interval, customerIds }: QuantitiesQuery) {
    const step = STEP_MS[interval] ?? STEP_MS.day;
    const events = this.store.state.events.filter(
      (e) => counts(meter, e) && (customerIds === undefined || customerIds.includes(e.customer_id ?? "")),
    );
    const within = (from: number, to: number) =>
      events.filter((e) => {
        const at = new Date(e.timestamp).getTime();
        return at >= from && at < to;
      });
    const quantities = [];
    for (let t = start.getTime(); t < end.getTime() && quantities.length < 1000; t += step) {
      quantities.push({ timestamp: new Date(t).toISOString(), quantity: aggregate(meter, within(t, t + step)) });
    }
    return { quantities, total: aggregate(meter, within(start.getTime(), end.getTime())) };
  }

  /** Polar's meter.credited system event: units added to (or, negative, taken from) a customer's meter. */
  credit(customerId: string, meterId: string, units: number, rollover: boolean) {
    this.system(customerId, "meter.credited", { meter_id: meterId, units, rollover });
  }

  /**
   * A new period for a customer's meter (Polar's meter.reset after the period is invoiced): with rollover
   * credits, what is left of them (at most the balance) is credited again into the new window.
   */
  reset(customerId: string, meterId: string) {
    const window = currentWindow(this.store, customerId, meterId);
    const credits = window.filter((e) => isCredit(e, meterId));
    const carried = nonNegativeRunningSum(credits.filter((e) => e.metadata.rollover === true).map((e) => Number(e.metadata.units)));
    const { consumed, credited } = meterUsage(this.store, customerId, meterId);
    const rollover = Math.max(0, Math.min(Math.floor(credited - consumed), carried));
    this.system(customerId, "meter.reset", { meter_id: meterId });
    if (rollover > 0) this.credit(customerId, meterId, rollover, true);
  }

  /** The meters a subscription bills (its product's metered prices). */
  meteredPrices(subscription: Subscription) {
    const product = this.store.get("products", subscription.product_id);
    return (product?.prices ?? []).filter((p) => p.amount_type === "metered_unit" && p.meter_id && !p.is_archived);
  }

  private system(customerId: string, name: string, metadata: Metadata) {
    const customer = this.store.get("customers", customerId);
    const at = this.store.iso();
    this.store.add("events", {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      name,
      customer_id: customerId,
      external_customer_id: customer?.external_id ?? null,
      metadata,
      timestamp: at,
      source: "system",
      external_id: null,
      ingested_at: at,
    });
  }
}
