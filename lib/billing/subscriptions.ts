import "server-only";
import { polarClient } from "./polar";
import { findPlan } from "./catalog";
import { roleIn } from "@/lib/organization/membership";
import { managesOrganization } from "@/lib/organization/roles";
import { isLive, type CancellationReason, type ChangeResult } from "./model";
import { customerOf, subscriptionById } from "./queries";
import { log } from "@/lib/log/logger";

/**
 * Cancel at period end (with a reason and a comment) or take the cancellation back, for a subscription the
 * user may change: the mirror says whose it is before Polar is asked. The mirror follows by webhook.
 */
export async function changeCancellation(
  userId: string,
  subscriptionId: string,
  change: { cancel: true; reason: CancellationReason; comment: string | null } | { cancel: false },
): Promise<ChangeResult> {
  const polar = polarClient();
  if (!polar) return { ok: false, code: "BILLING_OFF" };
  const found = await subscriptionById(subscriptionId);
  if (!found || !(await mayChange(userId, found))) return { ok: false, code: "NOT_FOUND" };
  const subscription = found.subscription;
  if (!isLive(subscription.status)) return { ok: false, code: "NOT_ALLOWED" };
  try {
    await polar.subscriptions.update({
      id: subscriptionId,
      subscriptionUpdate: change.cancel
        ? { cancelAtPeriodEnd: true, customerCancellationReason: change.reason, customerCancellationComment: change.comment }
        : { cancelAtPeriodEnd: false },
    });
    return { ok: true };
  } catch (error) {
    log.error({ err: error }, "billing: subscription update");
    return { ok: false, code: "BILLING_UNAVAILABLE" };
  }
}

/** Moves a subscription to another recurring plan we sell; Polar prorates as the seller has set it up. */
export async function changePlan(userId: string, subscriptionId: string, productId: string): Promise<ChangeResult> {
  const polar = polarClient();
  if (!polar) return { ok: false, code: "BILLING_OFF" };
  const found = await subscriptionById(subscriptionId);
  if (!found || !(await mayChange(userId, found))) return { ok: false, code: "NOT_FOUND" };
  if (!isLive(found.subscription.status)) return { ok: false, code: "NOT_ALLOWED" };
  const plan = await findPlan(productId);
  if (plan === "unavailable") return { ok: false, code: "BILLING_UNAVAILABLE" };
  if (!plan || !plan.interval || plan.id === found.subscription.productId) return { ok: false, code: "UNKNOWN_PLAN" };
  try {
    await polar.subscriptions.update({ id: subscriptionId, subscriptionUpdate: { productId } });
    return { ok: true };
  } catch (error) {
    log.error({ err: error }, "billing: plan change");
    return { ok: false, code: "BILLING_UNAVAILABLE" };
  }
}

/**
 * Who may change a subscription: for one bought for an organization, that organization's owners and admins;
 * otherwise only the user whose customer it is.
 */
async function mayChange(userId: string, found: NonNullable<Awaited<ReturnType<typeof subscriptionById>>>): Promise<boolean> {
  if (found.referenceId && found.referenceId !== userId) return managesOrganization(await roleIn(userId, found.referenceId));
  const customer = await customerOf(userId);
  return customer !== null && customer.id === found.subscription.customerId;
}

export async function invoiceUrl(orderId: string): Promise<string | null> {
  const polar = polarClient();
  if (!polar) return null;
  try {
    return (await polar.orders.invoice({ id: orderId })).url;
  } catch (error) {
    log.error({ err: error }, "billing: invoice");
    return null;
  }
}
