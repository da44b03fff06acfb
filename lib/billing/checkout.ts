import "server-only";
import { baseURL } from "@/lib/env";
import { findPlan } from "./catalog";
import { linkCustomer } from "./customers";
import { mayChangeBilling, roleIn } from "./organization";
import { polarClient } from "./polar";

export type CheckoutRequest = { productId: string; amount?: number; organizationId?: string };
export type CheckoutStart = { ok: true; url: string } | { ok: false; code: "BILLING_OFF" | "BILLING_UNAVAILABLE" | "UNKNOWN_PLAN" | "INVALID_AMOUNT" | "NOT_ALLOWED" };

/**
 * A checkout for a signed-in user: the plan must be one we sell (a foreign or archived product id is refused),
 * a pay-what-you-want amount must lie within the price's bounds, and the buyer is the user's own customer.
 * For an organization, only its owners and admins may buy; the purchase then carries the organization's id.
 */
export async function startCheckout(user: { id: string; email: string; name: string }, input: CheckoutRequest): Promise<CheckoutStart> {
  const polar = polarClient();
  if (!polar) return { ok: false, code: "BILLING_OFF" };
  if (input.organizationId !== undefined && !mayChangeBilling(await roleIn(user.id, input.organizationId))) return { ok: false, code: "NOT_ALLOWED" };
  const plan = await findPlan(input.productId);
  if (plan === "unavailable") return { ok: false, code: "BILLING_UNAVAILABLE" };
  if (!plan) return { ok: false, code: "UNKNOWN_PLAN" };
  const custom = plan.prices.find((p) => p.kind === "custom");
  if (input.amount !== undefined) {
    if (!custom || !Number.isInteger(input.amount) || input.amount < custom.minimum || (custom.maximum !== null && input.amount > custom.maximum)) {
      return { ok: false, code: "INVALID_AMOUNT" };
    }
  }
  // The customer is made at sign-up; if Polar was down then, now is the later moment.
  await linkCustomer(user);
  try {
    const checkout = await polar.checkouts.create({
      products: [plan.id],
      externalCustomerId: user.id,
      customerEmail: user.email,
      customerName: user.name || null,
      ...(input.amount !== undefined ? { amount: input.amount } : {}),
      successUrl: `${baseURL}/billing/success?checkout_id={CHECKOUT_ID}`,
      returnUrl: `${baseURL}/pricing`,
      metadata: { referenceId: input.organizationId ?? user.id, purchasedBy: user.id },
    });
    return { ok: true, url: checkout.url };
  } catch (error) {
    console.error("[billing] checkout:", error instanceof Error ? error.message : error);
    return { ok: false, code: "BILLING_UNAVAILABLE" };
  }
}
