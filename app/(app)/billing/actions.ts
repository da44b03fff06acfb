"use server";
import { z } from "zod";
import { getVerifiedSession } from "@/lib/auth/session";
import { CANCELLATION_REASONS, changeCancellation, changePlan } from "@/lib/billing/subscriptions";

export type BillingActionResult = { ok: true } | { ok: false; code: string };

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
