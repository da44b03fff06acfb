import "server-only";
import type { Polar } from "@polar-sh/sdk";
import { isNotFound, polarClient } from "../polar";
import { log } from "@/lib/log/logger";

/** Why a seller operation did not happen, as a code the console's messages explain. */
export type SellerRefusal = { ok: false; code: "BILLING_OFF" | "NOT_FOUND" | "POLAR_REFUSED" | "BILLING_UNAVAILABLE"; detail?: string };
export type SellerResult<T> = { ok: true; value: T } | SellerRefusal;

/** Polar's validation refusal (422) or a business refusal (400/403/409), with the reason it gave. */
function refusalOf(error: unknown): SellerRefusal {
  if (isNotFound(error)) return { ok: false, code: "NOT_FOUND" };
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status && status >= 400 && status < 500) {
    const body = (error as { body?: string }).body;
    return { ok: false, code: "POLAR_REFUSED", detail: body?.slice(0, 500) };
  }
  log.error({ err: error }, "billing seller: Polar call failed");
  return { ok: false, code: "BILLING_UNAVAILABLE" };
}

/**
 * Runs one call to Polar for the console: "off" without billing configured, Polar's refusals and outages as
 * codes (never thrown at a page or an action).
 */
export async function withPolar<T>(run: (polar: Polar) => Promise<T>): Promise<SellerResult<T>> {
  const polar = polarClient();
  if (!polar) return { ok: false, code: "BILLING_OFF" };
  try {
    return { ok: true, value: await run(polar) };
  } catch (error) {
    return refusalOf(error);
  }
}

/** Every item of a Polar list (its pages followed), up to `max`, for lists a seller keeps short (catalogue, meters). */
export async function allItems<T>(pages: AsyncIterable<{ result: { items: T[] } }>, max = 500): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pages) {
    items.push(...page.result.items);
    if (items.length >= max) break;
  }
  return items.slice(0, max);
}
