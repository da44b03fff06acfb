import "server-only";
import { cache } from "react";
import type { Catalog, Plan, PlanChoice, PlanPrice } from "./model";
import { localized, type Metadata } from "./plan-text";
import { polarClient } from "./polar";
import { log } from "@/lib/log/logger";

/** A plan with the seller's metadata, which stays on the server: pages get it translated (localizedCatalog). */
type SellerPlan = Plan & { metadata: Metadata; benefitMetadata: Metadata[] };
/** A meter as the seller named it, with the name's translations (`name_ru`…) in its metadata. */
type SellerMeter = { name: string; metadata: Metadata };
type SellerCatalog = Exclude<Catalog, { status: "ok" }> | { status: "ok"; plans: SellerPlan[]; meters: Map<string, SellerMeter> };

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
  meterId?: string;
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
      return {
        id: p.id,
        kind: "custom",
        minimum: p.minimumAmount ?? 0,
        maximum: p.maximumAmount ?? null,
        preset: p.presetAmount ?? null,
        currency,
      };
    case "metered_unit":
      return {
        id: p.id,
        kind: "metered",
        unitAmount: Number(p.unitAmount ?? 0),
        capAmount: p.capAmount ?? null,
        meterId: p.meterId ?? null,
        meterName: p.meter?.name ?? "",
        currency,
      };
    default:
      return null; // seat-based prices are not sold here
  }
}

/**
 * The public, unarchived products of the seller, read from Polar once per request. "off" when billing is not
 * configured, "unavailable" when Polar cannot be reached: the page says so and offers a retry.
 */
export const loadCatalog = cache(async (): Promise<SellerCatalog> => {
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
        prices: (p.prices as SdkPrice[])
          .filter((x) => !x.isArchived)
          .map(planPrice)
          .filter((x): x is PlanPrice => x !== null),
        benefits: p.benefits.map((b) => b.description),
        recommended: p.metadata?.recommended === true || p.metadata?.recommended === "true",
        metadata: p.metadata,
        benefitMetadata: p.benefits.map((b) => ("metadata" in b ? b.metadata : undefined)),
      }))
      .filter((p) => p.prices.length > 0);
    return { status: "ok", plans, meters: await meterMetadata(polar, plans) };
  } catch (error) {
    log.error({ err: error }, "billing: catalog");
    return { status: "unavailable" };
  }
});

/** The meters the plans' metered prices count on, read only when there are some, by id. */
async function meterMetadata(polar: NonNullable<ReturnType<typeof polarClient>>, plans: SellerPlan[]) {
  const meters = new Map<string, SellerMeter>();
  if (!plans.some((plan) => plan.prices.some((price) => price.kind === "metered"))) return meters;
  try {
    const page = await polar.meters.list({ limit: 100 });
    for (const meter of page.result.items) meters.set(meter.id, { name: meter.name, metadata: meter.metadata });
  } catch (error) {
    // The plans are still for sale: their meters are named as Polar names them.
    log.error({ err: error }, "billing: meters");
  }
  return meters;
}

/** The catalogue as a visitor of this language reads it: names, descriptions, benefits and meters translated. */
export async function localizedCatalog(locale: string): Promise<Catalog> {
  const catalog = await loadCatalog();
  if (catalog.status !== "ok") return catalog;
  return { status: "ok", plans: catalog.plans.map((plan) => localizedPlan(plan, catalog.meters, locale)) };
}

/** A meter's name in the reader's language, or null for a meter the catalogue does not count on. */
export function meterName(catalog: SellerCatalog, meterId: string, locale: string): string | null {
  const meter = catalog.status === "ok" ? catalog.meters.get(meterId) : undefined;
  return meter ? localized(meter.metadata, "name", locale, meter.name) : null;
}

function localizedPlan({ metadata, benefitMetadata, ...plan }: SellerPlan, meters: Map<string, SellerMeter>, locale: string): Plan {
  return {
    ...plan,
    name: localized(metadata, "name", locale, plan.name),
    description: localized(metadata, "description", locale, plan.description),
    benefits: plan.benefits.map((text, i) => localized(benefitMetadata[i], "description", locale, text)),
    prices: plan.prices.map((price) =>
      price.kind === "metered" && price.meterId
        ? { ...price, meterName: localized(meters.get(price.meterId)?.metadata, "name", locale, price.meterName) }
        : price,
    ),
  };
}

/** The plan a buyer asked for, if it is one we sell; a foreign or archived id is not. */
export async function findPlan(productId: string): Promise<Plan | null | "unavailable"> {
  const catalog = await loadCatalog();
  if (catalog.status !== "ok") return "unavailable";
  return catalog.plans.find((p) => p.id === productId) ?? null;
}

/** The recurring plans a subscription may move to, named in the visitor's language; none when Polar cannot be reached. */
export async function switchablePlans(locale: string): Promise<PlanChoice[]> {
  const catalog = await localizedCatalog(locale);
  if (catalog.status !== "ok") return [];
  return catalog.plans.filter((p) => p.interval !== null).map((p) => ({ id: p.id, name: p.name }));
}
