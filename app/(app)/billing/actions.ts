"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getVerifiedSession } from "@/lib/auth/session";
import { startCheckout } from "@/lib/billing/checkout";
import { CANCELLATION_REASONS, changeCancellation, changePlan, portalUrl } from "@/lib/billing/subscriptions";
import { baseURL } from "@/lib/env";

export type BillingActionResult = { ok: true } | { ok: false; code: string };

const checkoutInput = z.object({
  productId: z.string().min(1).max(100),
  organizationId: z.string().min(1).max(100).optional(),
  // Whole currency units with up to two decimals, as typed; turned into cents below.
  amount: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .optional(),
});

/** Buy a plan: sends the browser to the checkout page, or answers why it cannot. */
export async function checkoutAction(_previous: BillingActionResult | null, form: FormData): Promise<BillingActionResult> {
  const session = await getVerifiedSession();
  if (!session) redirect("/sign-in?next=/pricing");
  const raw = { productId: form.get("productId") ?? "", organizationId: form.get("organizationId") || undefined, amount: form.get("amount") || undefined };
  const parsed = checkoutInput.safeParse(raw);
  if (!parsed.success) return { ok: false, code: parsed.error.issues.some((i) => i.path[0] === "amount") ? "INVALID_AMOUNT" : "UNKNOWN_PLAN" };
  const amount = parsed.data.amount === undefined ? undefined : Math.round(Number(parsed.data.amount) * 100);
  const result = await startCheckout(session.user, { productId: parsed.data.productId, amount, organizationId: parsed.data.organizationId });
  if (!result.ok) return result;
  redirect(result.url);
}

const cancelInput = z.object({
  subscriptionId: z.string().min(1).max(100),
  reason: z.enum(CANCELLATION_REASONS),
  comment: z.string().max(500).optional(),
});

export async function cancelAction(input: { subscriptionId: string; reason: string; comment?: string }): Promise<BillingActionResult> {
  const session = await getVerifiedSession();
  if (!session) return { ok: false, code: "UNAUTHORIZED" };
  const parsed = cancelInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: "VALIDATION_ERROR" };
  return changeCancellation(session.user.id, parsed.data.subscriptionId, { cancel: true, reason: parsed.data.reason, comment: parsed.data.comment?.trim() || null });
}

export async function uncancelAction(input: { subscriptionId: string }): Promise<BillingActionResult> {
  const session = await getVerifiedSession();
  if (!session) return { ok: false, code: "UNAUTHORIZED" };
  const parsed = z.object({ subscriptionId: z.string().min(1).max(100) }).safeParse(input);
  if (!parsed.success) return { ok: false, code: "VALIDATION_ERROR" };
  return changeCancellation(session.user.id, parsed.data.subscriptionId, { cancel: false });
}

export async function changePlanAction(input: { subscriptionId: string; productId: string }): Promise<BillingActionResult> {
  const session = await getVerifiedSession();
  if (!session) return { ok: false, code: "UNAUTHORIZED" };
  const parsed = z.object({ subscriptionId: z.string().min(1).max(100), productId: z.string().min(1).max(100) }).safeParse(input);
  if (!parsed.success) return { ok: false, code: "VALIDATION_ERROR" };
  return changePlan(session.user.id, parsed.data.subscriptionId, parsed.data.productId);
}

/** Opens Polar's customer portal for the user's own customer. */
export async function portalAction(): Promise<BillingActionResult> {
  const session = await getVerifiedSession();
  if (!session) return { ok: false, code: "UNAUTHORIZED" };
  const url = await portalUrl(session.user.id, `${baseURL}/billing`);
  if (!url) return { ok: false, code: "BILLING_UNAVAILABLE" };
  redirect(url);
}
