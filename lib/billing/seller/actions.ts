"use server";
import { z } from "zod";
import { operatorAction, type OperatorContext } from "@/lib/admin/guard";
import { reapplyStoredEvent } from "../webhooks/ingest";
import * as catalogue from "./catalogue";
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

type Entry = Parameters<OperatorContext["audit"]>[0];

/**
 * One seller action: `call` makes the change in Polar with the parsed input (or refuses with a code, Polar's or its
 * own); once it is made, the audit entry `audit` describes from the input and Polar's answer is written, and the
 * action answers ok with what `reply` adds. A refusal writes nothing and answers its code.
 */
function sellerAction<Input extends z.ZodType, T, Reply extends object = object>(options: {
  input: Input;
  call: (input: z.output<Input>) => Promise<{ ok: true; value: T } | { ok: false; code: string }>;
  audit: (input: z.output<Input>, value: T) => Entry | Promise<Entry>;
  reply?: (value: T) => Reply;
}) {
  return operatorAction({ input: options.input, messages: MESSAGES }, async (input, { audit }) => {
    const result = await options.call(input);
    if (!result.ok) return { ok: false as const, code: result.code };
    await audit(await options.audit(input, result.value));
    return { ok: true as const, ...(options.reply?.(result.value) as Reply) };
  });
}

export const createProductAction = sellerAction({
  input: productInput,
  call: catalogue.createProduct,
  audit: (input, product) => ({
    action: "product.create",
    targetLabel: input.name,
    data: { productId: product.id, interval: input.interval, price: input.price.kind },
  }),
  reply: (product) => ({ productId: product.id }),
});

export const editProductAction = sellerAction({
  input: productEdit,
  call: async (input) => {
    const result = await catalogue.editProduct(input);
    if (!result.ok || !input.benefitIds) return result;
    const benefits = await catalogue.setProductBenefits(input.productId, input.benefitIds);
    return benefits.ok ? result : benefits;
  },
  audit: (input) => ({
    action: "product.update",
    targetLabel: input.name,
    data: { productId: input.productId, price: input.price?.kind ?? null, benefitIds: input.benefitIds ?? null },
  }),
});

export const archiveProductAction = sellerAction({
  input: z.object({ productId: id, archived: z.boolean() }),
  call: ({ productId, archived }) => catalogue.setProductArchived(productId, archived),
  audit: ({ productId, archived }, product) => ({
    action: archived ? "product.archive" : "product.unarchive",
    targetLabel: product.name,
    data: { productId },
  }),
});

export const createBenefitAction = sellerAction({
  input: benefitInput,
  call: catalogue.createBenefit,
  audit: (input, benefit) => ({
    action: "benefit.create",
    targetLabel: input.description,
    data: { benefitId: benefit.id, type: input.type },
  }),
});

export const deleteBenefitAction = sellerAction({
  input: z.object({ benefitId: id }),
  call: ({ benefitId }) => catalogue.deleteBenefit(benefitId),
  audit: ({ benefitId }) => ({ action: "benefit.delete", data: { benefitId } }),
});

export const createDiscountAction = sellerAction({
  input: discountInput,
  call: catalogue.createDiscount,
  audit: (input, discount) => ({
    action: "discount.create",
    targetLabel: input.name,
    data: { discountId: discount.id, code: input.code ?? null, type: input.type, value: input.value, duration: input.duration },
  }),
});

export const deleteDiscountAction = sellerAction({
  input: z.object({ discountId: id }),
  call: ({ discountId }) => catalogue.deleteDiscount(discountId),
  audit: ({ discountId }) => ({ action: "discount.delete", data: { discountId } }),
});

export const createCheckoutLinkAction = sellerAction({
  input: checkoutLinkInput,
  call: catalogue.createCheckoutLink,
  audit: (input, link) => ({
    action: "checkout_link.create",
    targetLabel: input.label ?? null,
    data: { linkId: link.id, productIds: input.productIds },
  }),
  reply: (link) => ({ url: link.url }),
});

export const updateCheckoutLinkAction = sellerAction({
  input: checkoutLinkEdit,
  call: catalogue.updateCheckoutLink,
  audit: (input) => ({
    action: "checkout_link.update",
    targetLabel: input.label ?? null,
    data: {
      linkId: input.linkId,
      productIds: input.productIds,
      allowDiscountCodes: input.allowDiscountCodes,
      successUrl: input.successUrl ?? null,
    },
  }),
});

export const deleteCheckoutLinkAction = sellerAction({
  input: z.object({ linkId: id }),
  call: ({ linkId }) => catalogue.deleteCheckoutLink(linkId),
  audit: ({ linkId }) => ({ action: "checkout_link.delete", data: { linkId } }),
});

/** The audit entry of a change to a subscription: its customer's e-mail as the target, as the mirror knows it. */
async function subscriptionEntry(action: Entry["action"], data: { subscriptionId: string } & Record<string, unknown>): Promise<Entry> {
  return { action, targetLabel: (await subscriptionDetail(data.subscriptionId))?.customerEmail ?? null, data };
}

export const cancelSubscriptionAction = sellerAction({
  input: z.object({ subscriptionId: id, cancel: z.boolean() }),
  call: ({ subscriptionId, cancel }) => operations.cancelAtPeriodEnd(subscriptionId, cancel),
  audit: ({ subscriptionId, cancel }) => subscriptionEntry(cancel ? "subscription.cancel" : "subscription.uncancel", { subscriptionId }),
});

export const revokeSubscriptionAction = sellerAction({
  input: z.object({ subscriptionId: id }),
  call: ({ subscriptionId }) => operations.revokeSubscription(subscriptionId),
  audit: ({ subscriptionId }) => subscriptionEntry("subscription.revoke", { subscriptionId }),
});

export const changeSubscriptionPlanAction = sellerAction({
  input: z.object({ subscriptionId: id, productId: id }),
  call: ({ subscriptionId, productId }) => operations.changeSubscriptionProduct(subscriptionId, productId),
  audit: (input) => subscriptionEntry("subscription.change_plan", input),
});

export const refundOrderAction = sellerAction({
  input: refundInput,
  call: async (input) => {
    const detail = await orderDetail(input.orderId);
    if (!detail) return { ok: false, code: "NOT_FOUND" };
    const refundable = refundableOf(detail.order);
    if (input.amount > refundable) return { ok: false, code: "REFUND_TOO_LARGE" };
    const result = await operations.refundOrder(input);
    return result.ok ? { ok: true, value: { ...detail, refundable } } : result;
  },
  audit: (input, { order, customerEmail, refundable }) => ({
    action: "order.refund",
    targetLabel: customerEmail,
    data: {
      orderId: input.orderId,
      amount: input.amount,
      currency: order.currency,
      reason: input.reason,
      full: input.amount === refundable,
    },
  }),
});

export const redeliverWebhookAction = sellerAction({
  input: z.object({ webhookId: id }),
  call: ({ webhookId }) => operations.redeliverEvent(webhookId),
  audit: ({ webhookId }) => ({ action: "webhook.redeliver", data: { webhookId } }),
});

/** Reapplying a stored event is not a call to Polar: its audit entry is written whatever the outcome, naming it. */
export const reapplyWebhookAction = operatorAction(
  { input: z.object({ webhookId: id }), messages: MESSAGES },
  async ({ webhookId }, { audit }) => {
    const result = await reapplyStoredEvent(webhookId);
    await audit({ action: "webhook.reapply", data: { webhookId, outcome: result.ok ? "applied" : result.code } });
    return result.ok ? { ok: true } : { ok: false, code: result.code };
  },
);
