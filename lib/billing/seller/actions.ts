"use server";
import { z } from "zod";
import { operatorAction } from "@/lib/admin/guard";
import { reapplyStoredEvent } from "../webhooks/ingest";
import * as catalogue from "./catalogue";
import type { SellerResult } from "./call";
import {
  benefitInput,
  checkoutLinkEdit,
  checkoutLinkInput,
  discountInput,
  productEdit,
  productInput,
  refundableOf,
  refundInput,
} from "./model";
import * as operations from "./operations";
import { orderDetail, subscriptionDetail } from "./mirror";

/**
 * The console's billing actions: each is an operator's (checked on every call), made in Polar through
 * lib/billing/seller, and written to the audit log. The mirror follows through the webhooks they cause.
 */
const MESSAGES = "admin.billing.errors";
const id = z.string().min(1).max(100);

/** A Polar result as an action's outcome: ok, or the refusal's code. */
const outcome = <T>(result: SellerResult<T>): { ok: true } | { ok: false; code: string } =>
  result.ok ? { ok: true } : { ok: false, code: result.code };

export const createProductAction = operatorAction({ input: productInput, messages: MESSAGES }, async (input, { audit }) => {
  const result = await catalogue.createProduct(input);
  if (!result.ok) return outcome(result);
  await audit({
    action: "product.create",
    targetLabel: input.name,
    data: { productId: result.value.id, interval: input.interval, price: input.price.kind },
  });
  return { ok: true, productId: result.value.id };
});

export const editProductAction = operatorAction({ input: productEdit, messages: MESSAGES }, async (input, { audit }) => {
  const result = await catalogue.editProduct(input);
  if (result.ok && input.benefitIds) {
    const benefits = await catalogue.setProductBenefits(input.productId, input.benefitIds);
    if (!benefits.ok) return outcome(benefits);
  }
  if (result.ok)
    await audit({
      action: "product.update",
      targetLabel: input.name,
      data: { productId: input.productId, price: input.price?.kind ?? null, benefitIds: input.benefitIds ?? null },
    });
  return outcome(result);
});

export const archiveProductAction = operatorAction(
  { input: z.object({ productId: id, archived: z.boolean() }), messages: MESSAGES },
  async ({ productId, archived }, { audit }) => {
    const result = await catalogue.setProductArchived(productId, archived);
    if (result.ok)
      await audit({ action: archived ? "product.archive" : "product.unarchive", targetLabel: result.value.name, data: { productId } });
    return outcome(result);
  },
);

export const createBenefitAction = operatorAction({ input: benefitInput, messages: MESSAGES }, async (input, { audit }) => {
  const result = await catalogue.createBenefit(input);
  if (result.ok)
    await audit({ action: "benefit.create", targetLabel: input.description, data: { benefitId: result.value.id, type: input.type } });
  return outcome(result);
});

export const deleteBenefitAction = operatorAction(
  { input: z.object({ benefitId: id }), messages: MESSAGES },
  async ({ benefitId }, { audit }) => {
    const result = await catalogue.deleteBenefit(benefitId);
    if (result.ok) await audit({ action: "benefit.delete", data: { benefitId } });
    return outcome(result);
  },
);

export const createDiscountAction = operatorAction({ input: discountInput, messages: MESSAGES }, async (input, { audit }) => {
  const result = await catalogue.createDiscount(input);
  if (result.ok) {
    await audit({
      action: "discount.create",
      targetLabel: input.name,
      data: { discountId: result.value.id, code: input.code ?? null, type: input.type, value: input.value, duration: input.duration },
    });
  }
  return outcome(result);
});

export const deleteDiscountAction = operatorAction(
  { input: z.object({ discountId: id }), messages: MESSAGES },
  async ({ discountId }, { audit }) => {
    const result = await catalogue.deleteDiscount(discountId);
    if (result.ok) await audit({ action: "discount.delete", data: { discountId } });
    return outcome(result);
  },
);

export const createCheckoutLinkAction = operatorAction({ input: checkoutLinkInput, messages: MESSAGES }, async (input, { audit }) => {
  const result = await catalogue.createCheckoutLink(input);
  if (!result.ok) return outcome(result);
  await audit({
    action: "checkout_link.create",
    targetLabel: input.label ?? null,
    data: { linkId: result.value.id, productIds: input.productIds },
  });
  return { ok: true, url: result.value.url };
});

export const updateCheckoutLinkAction = operatorAction({ input: checkoutLinkEdit, messages: MESSAGES }, async (input, { audit }) => {
  const result = await catalogue.updateCheckoutLink(input);
  if (result.ok) {
    await audit({
      action: "checkout_link.update",
      targetLabel: input.label ?? null,
      data: {
        linkId: input.linkId,
        productIds: input.productIds,
        allowDiscountCodes: input.allowDiscountCodes,
        successUrl: input.successUrl ?? null,
      },
    });
  }
  return outcome(result);
});

export const deleteCheckoutLinkAction = operatorAction(
  { input: z.object({ linkId: id }), messages: MESSAGES },
  async ({ linkId }, { audit }) => {
    const result = await catalogue.deleteCheckoutLink(linkId);
    if (result.ok) await audit({ action: "checkout_link.delete", data: { linkId } });
    return outcome(result);
  },
);

/** The audit target of a subscription: its customer's e-mail, as the mirror knows it. */
async function subscriptionLabel(subscriptionId: string) {
  return (await subscriptionDetail(subscriptionId))?.customerEmail ?? null;
}

export const cancelSubscriptionAction = operatorAction(
  { input: z.object({ subscriptionId: id, cancel: z.boolean() }), messages: MESSAGES },
  async ({ subscriptionId, cancel }, { audit }) => {
    const result = await operations.cancelAtPeriodEnd(subscriptionId, cancel);
    if (result.ok) {
      await audit({
        action: cancel ? "subscription.cancel" : "subscription.uncancel",
        targetLabel: await subscriptionLabel(subscriptionId),
        data: { subscriptionId },
      });
    }
    return outcome(result);
  },
);

export const revokeSubscriptionAction = operatorAction(
  { input: z.object({ subscriptionId: id }), messages: MESSAGES },
  async ({ subscriptionId }, { audit }) => {
    const result = await operations.revokeSubscription(subscriptionId);
    if (result.ok)
      await audit({ action: "subscription.revoke", targetLabel: await subscriptionLabel(subscriptionId), data: { subscriptionId } });
    return outcome(result);
  },
);

export const changeSubscriptionPlanAction = operatorAction(
  { input: z.object({ subscriptionId: id, productId: id }), messages: MESSAGES },
  async ({ subscriptionId, productId }, { audit }) => {
    const result = await operations.changeSubscriptionProduct(subscriptionId, productId);
    if (result.ok) {
      await audit({
        action: "subscription.change_plan",
        targetLabel: await subscriptionLabel(subscriptionId),
        data: { subscriptionId, productId },
      });
    }
    return outcome(result);
  },
);

export const refundOrderAction = operatorAction({ input: refundInput, messages: MESSAGES }, async (input, { audit }) => {
  const order = await orderDetail(input.orderId);
  if (!order) return { ok: false, code: "NOT_FOUND" };
  const refundable = refundableOf(order.order);
  if (input.amount > refundable) return { ok: false, code: "REFUND_TOO_LARGE" };
  const result = await operations.refundOrder(input);
  if (result.ok) {
    await audit({
      action: "order.refund",
      targetLabel: order.customerEmail,
      data: {
        orderId: input.orderId,
        amount: input.amount,
        currency: order.order.currency,
        reason: input.reason,
        full: input.amount === refundable,
      },
    });
  }
  return outcome(result);
});

export const redeliverWebhookAction = operatorAction(
  { input: z.object({ webhookId: id }), messages: MESSAGES },
  async ({ webhookId }, { audit }) => {
    const result = await operations.redeliverEvent(webhookId);
    if (result.ok) await audit({ action: "webhook.redeliver", data: { webhookId } });
    return outcome(result);
  },
);

export const reapplyWebhookAction = operatorAction(
  { input: z.object({ webhookId: id }), messages: MESSAGES },
  async ({ webhookId }, { audit }) => {
    const result = await reapplyStoredEvent(webhookId);
    await audit({ action: "webhook.reapply", data: { webhookId, outcome: result.ok ? "applied" : result.code } });
    return result.ok ? { ok: true } : { ok: false, code: result.code };
  },
);
