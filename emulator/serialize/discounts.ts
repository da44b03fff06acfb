import type { Discount } from "../state";
import { type Json, type Source, all } from "./json";
import { productBrief } from "./catalogue";

/** A discount without its products: what orders, subscriptions and checkouts embed. */
export function discountBase(src: Source, d: Discount, forCheckout = false): Json {
  const duration = { duration: d.duration, ...(d.duration === "repeating" ? { duration_in_months: d.duration_in_months } : {}) };
  const shape =
    d.type === "fixed"
      ? { ...duration, type: "fixed", amount: d.amount ?? 0, currency: d.currency, amounts: { [d.currency]: d.amount ?? 0 } }
      : { ...duration, type: "percentage", basis_points: d.basis_points ?? 0 };
  if (forCheckout) return { ...shape, id: d.id, name: d.name, code: d.code };
  return {
    ...shape,
    created_at: d.created_at,
    modified_at: d.modified_at,
    id: d.id,
    metadata: d.metadata,
    name: d.name,
    code: d.code,
    starts_at: d.starts_at,
    ends_at: d.ends_at,
    max_redemptions: d.max_redemptions,
    max_redemptions_per_customer: d.max_redemptions_per_customer,
    redemptions_count: d.redemptions_count,
    organization_id: src.store.state.organization.id,
  };
}

export function embeddedDiscount(src: Source, id: string | null): Json | null {
  const d = src.store.get("discounts", id);
  return d ? discountBase(src, d) : null;
}

export function discount(src: Source, d: Discount): Json {
  const products = all(d.product_ids, (id) => src.store.get("products", id));
  return { ...discountBase(src, d), products: products.map((p) => productBrief(src, p)) };
}
