"use server";
import { z } from "zod";
import { signedInAction } from "@/lib/action";
import { CANCELLATION_REASONS } from "./model";
import { changeCancellation, changePlan } from "./subscriptions";
import { meterEntitlement } from "./entitlements";
import { liveMeter, recordApiCall } from "./usage";

const id = z.string().min(1).max(100);

export const cancelAction = signedInAction(
  {
    input: z.object({ subscriptionId: id, reason: z.enum(CANCELLATION_REASONS), comment: z.string().max(500).optional() }),
    messages: "billing.errors",
  },
  ({ subscriptionId, reason, comment }, session) =>
    changeCancellation(session.user.id, subscriptionId, { cancel: true, reason, comment: comment?.trim() || null }),
);

export const uncancelAction = signedInAction(
  { input: z.object({ subscriptionId: id }), messages: "billing.errors" },
  ({ subscriptionId }, session) => changeCancellation(session.user.id, subscriptionId, { cancel: false }),
);

export const changePlanAction = signedInAction(
  { input: z.object({ subscriptionId: id, productId: id }), messages: "billing.errors" },
  ({ subscriptionId, productId }, session) => changePlan(session.user.id, subscriptionId, productId),
);

/** Uses the demo feature once: allowed only with the entitlement, and counted on the customer's meter. */
export const callApiAction = signedInAction({ input: z.void(), messages: "demo.errors" }, async (_input, session) => {
  const entitlement = await meterEntitlement({ userId: session.user.id });
  if (!entitlement) return { ok: false, code: "NO_ENTITLEMENT" };
  // Counted in any case (the job retries while Polar is down); the meter is shown with it once Polar has it.
  const reported = await recordApiCall(session.user.id);
  return { ok: true, reading: reported ? await liveMeter(session.user.id, entitlement.meterId) : null };
});
