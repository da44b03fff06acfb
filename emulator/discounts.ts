import type { Discount, State } from "./state";

/** What a discount takes off an amount, never more than the amount itself. */
export function discountOff(discount: Discount | undefined | null, amount: number): number {
  if (!discount || amount <= 0) return 0;
  const off = discount.type === "fixed" ? (discount.amount ?? 0) : Math.round((amount * (discount.basis_points ?? 0)) / 10_000);
  return Math.min(off, amount);
}

/** Whether a renewal in the given month of the subscription (0 = the first payment) still gets the discount. */
export function appliesToCycle(discount: Discount, monthsSinceStart: number): boolean {
  if (discount.duration === "forever") return true;
  if (discount.duration === "once") return monthsSinceStart === 0;
  return monthsSinceStart < (discount.duration_in_months ?? 0);
}

/** Why a discount cannot be redeemed for a product now, or null when it can. */
export function redeemProblem(state: State, discount: Discount, productId: string, now: Date): string | null {
  if (discount.deleted) return "Discount does not exist.";
  if (discount.starts_at && new Date(discount.starts_at) > now) return "Discount is not active yet.";
  if (discount.ends_at && new Date(discount.ends_at) <= now) return "Discount has ended.";
  if (discount.max_redemptions !== null && discount.redemptions_count >= discount.max_redemptions)
    return "Discount has reached its maximum redemptions.";
  if (discount.product_ids.length && !discount.product_ids.includes(productId)) return "Discount does not apply to this product.";
  return state.discounts.includes(discount) ? null : "Discount does not exist.";
}

export function findByCode(state: State, code: string): Discount | undefined {
  return state.discounts.find((d) => !d.deleted && d.code !== null && d.code.toLowerCase() === code.trim().toLowerCase());
}
