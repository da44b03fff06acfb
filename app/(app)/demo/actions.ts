"use server";
import { headers } from "next/headers";
import { getVerifiedSession } from "@/lib/auth/session";
import { apiEntitlement, liveMeter, recordApiCall, type MeterReading } from "@/lib/billing/usage";

export type CallResult = { ok: true; reading: MeterReading | null } | { ok: false; code: "UNAUTHORIZED" | "NO_ENTITLEMENT" | "BILLING_UNAVAILABLE" };

/** Uses the feature once: allowed only with the entitlement, and counted on the customer's meter. */
export async function callApiAction(): Promise<CallResult> {
  const session = await getVerifiedSession();
  if (!session) return { ok: false, code: "UNAUTHORIZED" };
  const entitlement = await apiEntitlement(session.user.id);
  if (!entitlement) return { ok: false, code: "NO_ENTITLEMENT" };
  if (!(await recordApiCall(await headers()))) return { ok: false, code: "BILLING_UNAVAILABLE" };
  return { ok: true, reading: await liveMeter(session.user.id, entitlement.meterId) };
}
