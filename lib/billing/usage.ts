import "server-only";
import type { MeterReading } from "./model";
import { isNotFound, polarClient } from "./polar";
import { queueUsage } from "./usage-jobs";
import { log } from "@/lib/log/logger";

/** The event the seeded "API calls" meter counts; the demo feature sends one per use. */
export const API_CALL_EVENT = "api_call";

/** The customer's meter as Polar counts it right now (usage is not announced by webhook on every event). */
export async function liveMeter(userId: string, meterId: string): Promise<MeterReading | null> {
  const state = await liveState(userId);
  if (!state) return null;
  const meter = state.active_meters.find((m) => m.meter_id === meterId);
  return meter
    ? { consumed: meter.consumed_units, credited: meter.credited_units, balance: meter.credited_units - meter.consumed_units }
    : { consumed: 0, credited: 0, balance: 0 };
}

/**
 * One use of the demo feature: one metered unit for the user's customer, reported by a job (lib/billing/usage-jobs.ts)
 * so that a use made while Polar is down is still counted once it is back. Whether Polar has it already.
 */
export async function recordApiCall(userId: string): Promise<boolean> {
  return (await queueUsage(userId, API_CALL_EVENT, { source: "demo" })).reported;
}

/** The customer's meters as Polar has them now, in the webhook's snake_case shape; null if Polar does not answer. */
export async function liveState(
  userId: string,
): Promise<{ active_meters: { meter_id: string; consumed_units: number; credited_units: number }[] } | null> {
  const polar = polarClient();
  if (!polar) return null;
  try {
    const state = await polar.customers.getStateExternal({ externalId: userId });
    return {
      active_meters: state.activeMeters.map((m) => ({
        meter_id: m.meterId,
        consumed_units: m.consumedUnits,
        credited_units: m.creditedUnits,
      })),
    };
  } catch (error) {
    // A user who never bought has no customer state yet: that is no usage, not an outage.
    if (isNotFound(error)) return { active_meters: [] };
    log.error({ err: error }, "billing: customer state");
    return null;
  }
}
