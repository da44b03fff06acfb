import "server-only";
import { cache } from "react";
import type { Catalog, Plan, PlanChoice, PlanPrice } from "./model";
import { polarClient } from "./polar";

type SdkPrice = {
  id: string;
  amountType: string;
  isArchived?: boolean;
  priceCurrency?: string;
  priceAmount?: number;
  minimumAmount?: number;
  maximumAmount?: number | null;
  presetAmount?: number | null;
  unitAmount?: string;
  capAmount?: number | null;
  meter?: { name: string };
};

/** Polar's price shapes → ours. A free price is "free" in SDK 0.47 and a fixed price of 0 in API 2026-04. */
function planPrice(p: SdkPrice): PlanPrice | null {
  const currency = p.priceCurrency ?? "usd";
  switch (p.amountType) {
    case "free":
      return { id: p.id, kind: "free", currency };
    case "fixed":
      return p.priceAmount ? { id: p.id, kind: "fixed", amount: p.priceAmount, currency } : { id: p.id, kind: "free", currency };
    case "custom":
      return { id: p.id, kind: "custom", minimum: p.minimumAmount ?? 0, maximum: p.maximumAmount ?? null, preset: p.presetAmount ?? null, currency };
    case "metered_unit":
      return { id: p.id, kind: "metered", unitAmount: Number(p.unitAmount ?? 0), capAmount: p.capAmount ?? null, meterName: p.meter?.name ?? "", currency };
    default:
      return null; // seat-based prices are not sold here
  }
}

/**
 * The public, unarchived products of the seller, read from Polar once per request. "off" when billing is not
 * configured, "unavailable" when Polar cannot be reached: the page says so and offers a retry.
 */
export const loadCatalog = cache(async (): Promise<Catalog> => {
  const polar = polarClient();
  if (!polar) return { status: "off" };
  try {
    const page = await polar.products.list({ isArchived: false, limit: 100, sorting: ["created_at"] });
    const plans = page.result.items
      .filter((p) => p.visibility === undefined || p.visibility === "public")
      .map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description ?? null,
        interval: (p.recurringInterval ?? null) as Plan["interval"],
        prices: (p.prices as SdkPrice[]).filter((x) => !x.isArchived).map(planPrice).filter((x): x is PlanPrice => x !== null),
        benefits: p.benefits.map((b) => b.description),
      }))
      .filter((p) => p.prices.length > 0);
    return { status: "ok", plans };
  } catch (error) {
    console.error("[billing] catalog:", error instanceof Error ? error.message : error);
    return { status: "unavailable" };
  }
});

/** The plan a buyer asked for, if it is one we sell; a foreign or archived id is not. */
export async function findPlan(productId: string): Promise<Plan | null | "unavailable"> {
  const catalog = await loadCatalog();
  if (catalog.status !== "ok") return "unavailable";
  return catalog.plans.find((p) => p.id === productId) ?? null;
}

/** The recurring plans a subscription may move to; none when Polar cannot be reached. */
export async function switchablePlans(): Promise<PlanChoice[]> {
  const catalog = await loadCatalog();
  if (catalog.status !== "ok") return [];
  return catalog.plans.filter((p) => p.interval !== null).map((p) => ({ id: p.id, name: p.name }));
}
