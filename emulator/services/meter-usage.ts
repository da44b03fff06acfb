/**
 * What a customer's meters read now, from the stored events alone: plain functions over the store, used by the
 * services and by the serializer alike.
 */
import type { IngestedEvent } from "../state";
import type { Store } from "../store";
import { aggregate, counts, nonNegativeRunningSum } from "./meters";

export const isCredit = (e: IngestedEvent, meterId: string) =>
  e.source === "system" && e.name === "meter.credited" && e.metadata.meter_id === meterId;
const isReset = (e: IngestedEvent, meterId: string) => e.source === "system" && e.name === "meter.reset" && e.metadata.meter_id === meterId;

/**
 * A customer's events on a meter since its last reset (Polar's "current window"): a meter resets when a
 * period is invoiced, so consumption and credits are counted per billing period.
 */
export function currentWindow(store: Store, customerId: string, meterId: string): IngestedEvent[] {
  const events = store.state.events.filter((e) => e.customer_id === customerId);
  const lastReset = events.findLastIndex((e) => isReset(e, meterId));
  return events.slice(lastReset + 1);
}

/**
 * Units a customer consumed on a meter in the current window (the meter's aggregation over the user events
 * its filter picks), and the units credited to it (meter.credited events, in order, never below zero).
 */
export function meterUsage(store: Store, customerId: string, meterId: string) {
  const meter = store.get("meters", meterId);
  const window = currentWindow(store, customerId, meterId);
  const consumed = aggregate(
    meter,
    window.filter((e) => counts(meter, e)),
  );
  const credited = nonNegativeRunningSum(window.filter((e) => isCredit(e, meterId)).map((e) => Number(e.metadata.units)));
  return { consumed, credited };
}

/** What a metered price charges for a window: the units beyond the credits, at the unit price, up to the cap. */
export function meteredAmount(
  usage: { consumed: number; credited: number },
  unitAmount: string | undefined,
  cap: number | null | undefined,
) {
  const billable = Math.max(0, usage.consumed - usage.credited);
  return Math.min(Math.round(billable * Number(unitAmount ?? 0)), cap ?? Number.MAX_SAFE_INTEGER);
}
