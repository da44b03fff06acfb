import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { auth } from "@/lib/auth/server";
import { billingBenefit } from "@/db/schema";
import { customerOf } from "./queries";
import type { MeterReading } from "./model";
import { isNotFound, polarClient } from "./polar";

/** The event the seeded "API calls" meter counts; the demo feature sends one per use. */
export const API_CALL_EVENT = "api_call";

type GrantedBenefit = { benefit_id: string; benefit_type: string; properties?: { last_credited_meter_id?: string } };
type CustomerState = { granted_benefits?: GrantedBenefit[] };

/**
 * The demo feature is open to users whose purchases grant meter credits (the usage-based plan): read from the
 * entitlements that customer.state_changed keeps in our tables. Returns the meter it counts on, or null.
 */
export async function apiEntitlement(userId: string): Promise<{ meterId: string } | null> {
  const customer = await customerOf(userId);
  const benefits = (customer?.state as CustomerState | null)?.granted_benefits ?? [];
  const credit = benefits.find((b) => b.benefit_type === "meter_credit");
  if (!credit) return null;
  const meterId = credit.properties?.last_credited_meter_id ?? (await benefitMeter(credit.benefit_id));
  return meterId ? { meterId } : null;
}

/** The meter a meter-credit benefit credits, from the mirrored benefit. */
async function benefitMeter(benefitId: string): Promise<string | undefined> {
  const [row] = await db.select({ properties: billingBenefit.properties }).from(billingBenefit).where(eq(billingBenefit.id, benefitId)).limit(1);
  return (row?.properties as { meter_id?: string } | undefined)?.meter_id;
}

/** The customer's meter as Polar counts it right now (usage is not announced by webhook on every event). */
export async function liveMeter(userId: string, meterId: string): Promise<MeterReading | null> {
  const state = await liveState(userId);
  if (!state) return null;
  const meter = state.active_meters.find((m) => m.meter_id === meterId);
  return meter ? { consumed: meter.consumed_units, credited: meter.credited_units, balance: meter.credited_units - meter.consumed_units } : { consumed: 0, credited: 0, balance: 0 };
}

/**
 * One use of the demo feature: one metered unit for the signed-in user's customer, reported through the Polar
 * plugin's usage endpoint (called by our server only; the guard refuses it from browsers).
 */
export async function recordApiCall(requestHeaders: Headers): Promise<boolean> {
  try {
    await auth.api.ingestion({ headers: requestHeaders, body: { event: API_CALL_EVENT, metadata: { source: "demo" } } });
    return true;
  } catch (error) {
    console.error("[billing] usage:", error instanceof Error ? error.message : error);
    return false;
  }
}

/** The customer's meters as Polar has them now, in the webhook's snake_case shape; null if Polar does not answer. */
export async function liveState(userId: string): Promise<{ active_meters: { meter_id: string; consumed_units: number; credited_units: number }[] } | null> {
  const polar = polarClient();
  if (!polar) return null;
  try {
    const state = await polar.customers.getStateExternal({ externalId: userId });
    return { active_meters: state.activeMeters.map((m) => ({ meter_id: m.meterId, consumed_units: m.consumedUnits, credited_units: m.creditedUnits })) };
  } catch (error) {
    // A user who never bought has no customer state yet: that is no usage, not an outage.
    if (isNotFound(error)) return { active_meters: [] };
    console.error("[billing] customer state:", error instanceof Error ? error.message : error);
    return null;
  }
}
