import "server-only";
import { z } from "zod";
import { findPlan } from "./catalog";
import type { Plan } from "./model";
import { roleIn } from "@/lib/organization/membership";
import { managesOrganization } from "@/lib/organization/roles";
import { polarClient } from "./polar";
import { log } from "@/lib/log/logger";

export type CheckoutRefusal = "BILLING_OFF" | "BILLING_UNAVAILABLE" | "UNKNOWN_PLAN" | "INVALID_AMOUNT" | "ORG_ROLE_REQUIRED";
export type CheckoutPlan = { ok: true; plan: Plan; referenceId: string } | { ok: false; code: CheckoutRefusal };

/**
 * What a browser may send to the checkout endpoint of @polar-sh/better-auth. Anything else it accepts
 * (success and return URLs, metadata, discount ids, trials, embed origins) is decided here or not at all, so
 * it is refused. `amount` is ours: the plugin has no pay-what-you-want amount, so it is applied afterwards.
 */
export const checkoutBody = z
  .object({
    products: z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).length(1)]),
    referenceId: z.string().min(1).max(100).optional(),
    amount: z.number().int().positive().max(100_000_000).optional(),
    redirect: z.boolean().optional(),
  })
  .strict();

export type CheckoutBody = z.infer<typeof checkoutBody>;

/**
 * Whether a signed-in user may buy this: the plan must be one we sell (a foreign or archived product id is
 * refused), a pay-what-you-want amount must lie within the price's bounds, and a purchase for someone else
 * than the user is a purchase for an organization of which the user is an owner or an admin. That membership
 * check is ours: the purchase carries the organization's id (metadata referenceId), and nothing of Polar's trusts it.
 */
export async function checkoutPlan(userId: string, body: CheckoutBody): Promise<CheckoutPlan> {
  if (!polarClient()) return { ok: false, code: "BILLING_OFF" };
  const referenceId = body.referenceId ?? userId;
  if (referenceId !== userId && !managesOrganization(await roleIn(userId, referenceId))) return { ok: false, code: "ORG_ROLE_REQUIRED" };
  const plan = await findPlan(Array.isArray(body.products) ? body.products[0] : body.products);
  if (plan === "unavailable") return { ok: false, code: "BILLING_UNAVAILABLE" };
  if (!plan) return { ok: false, code: "UNKNOWN_PLAN" };
  if (body.amount !== undefined) {
    const custom = plan.prices.find((p) => p.kind === "custom");
    if (!custom || body.amount < custom.minimum || (custom.maximum !== null && body.amount > custom.maximum))
      return { ok: false, code: "INVALID_AMOUNT" };
  }
  return { ok: true, plan, referenceId };
}

/**
 * Sets the buyer's pay-what-you-want amount on a checkout the plugin has just made. Its URL ends with the
 * checkout's client secret, the handle Polar's own checkout page updates it by.
 */
export async function setCheckoutAmount(checkoutUrl: string, amount: number): Promise<boolean> {
  const polar = polarClient();
  const clientSecret = new URL(checkoutUrl).pathname.split("/").filter(Boolean).at(-1);
  if (!polar || !clientSecret) return false;
  try {
    await polar.checkouts.clientUpdate({ clientSecret, checkoutUpdatePublic: { amount } });
    return true;
  } catch (error) {
    log.error({ err: error }, "billing: checkout amount");
    return false;
  }
}
