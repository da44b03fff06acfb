/**
 * What the console sends to create or change the seller's catalogue, discounts, subscriptions and refunds,
 * parsed on the server (a server action is a public endpoint). Amounts are in cents. The forms' choices are
 * in ./choices.ts (client components import them from there, without zod).
 */
import { z } from "zod";
import {
  PRICE_KINDS,
  INTERVALS,
  CURRENCIES,
  DISCOUNT_TYPES,
  DISCOUNT_DURATIONS,
  REFUND_REASONS,
  BENEFIT_TYPES,
  LICENSE_TIMEFRAMES,
} from "./choices";

export { PRICE_KINDS, INTERVALS, CURRENCIES, DISCOUNT_TYPES, DISCOUNT_DURATIONS, REFUND_REASONS, BENEFIT_TYPES, LICENSE_TIMEFRAMES };

const id = z.string().min(1).max(100);
const cents = z.coerce.number().int().min(0).max(100_000_000);
const text = (max: number) => z.string().trim().max(max);

export const priceInput = z
  .object({
    kind: z.enum(PRICE_KINDS),
    currency: z.enum(CURRENCIES),
    amount: cents.optional(),
    minimum: cents.optional(),
    unitAmount: z.coerce.number().min(0).max(1_000_000).optional(),
    meterId: id.optional(),
  })
  .refine((p) => p.kind !== "fixed" || (p.amount ?? 0) > 0, { path: ["amount"], message: "AMOUNT_REQUIRED" })
  .refine((p) => p.kind !== "metered" || (p.meterId && p.unitAmount !== undefined), { path: ["meterId"], message: "METER_REQUIRED" });
export type PriceInput = z.output<typeof priceInput>;

export const productInput = z.object({
  name: text(100).min(1),
  description: text(1000).optional(),
  interval: z.enum(INTERVALS),
  price: priceInput,
});
export type ProductInput = z.output<typeof productInput>;

export const productEdit = z.object({
  productId: id,
  name: text(100).min(1),
  description: text(1000).optional(),
  /** A new price replaces the current one; none keeps it. */
  price: priceInput.optional(),
  /** The benefits the product grants, all of them (none: left as they are). */
  benefitIds: z.array(id).max(50).optional(),
});
export type ProductEdit = z.output<typeof productEdit>;

/** Polar's integer fields are PostgreSQL integers. */
const INT_MAX = 2_147_483_647;
const positive = z.coerce.number().int().min(1).max(INT_MAX);

const benefitDescription = text(42).min(3);
export const benefitInput = z.discriminatedUnion("type", [
  z.object({ type: z.literal("custom"), description: benefitDescription, note: text(1000).optional() }),
  z.object({
    type: z.literal("license_keys"),
    description: benefitDescription,
    /** Put before each key, e.g. "ACME" for "ACME-…". */
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,16}$/)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** A key stops validating this long after it is issued; none: never. */
    expires: z.object({ ttl: positive.max(1000), timeframe: z.enum(LICENSE_TIMEFRAMES) }).optional(),
    /** How many devices may activate one key; none: activations are not used. */
    activations: z.object({ limit: positive.max(1000), enableCustomerAdmin: z.boolean() }).optional(),
    /** How many times one key may be used; none: no limit. */
    limitUsage: positive.optional(),
  }),
  z.object({ type: z.literal("meter_credit"), description: benefitDescription, meterId: id, units: positive, rollover: z.boolean() }),
  z.object({ type: z.literal("feature_flag"), description: benefitDescription }),
]);
export type BenefitInput = z.output<typeof benefitInput>;

export const discountInput = z
  .object({
    name: text(100).min(1),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    type: z.enum(DISCOUNT_TYPES),
    /** Percent for a percentage discount (1–100), cents for a fixed one. */
    value: z.coerce.number().positive().max(100_000_000),
    currency: z.enum(CURRENCIES),
    duration: z.enum(DISCOUNT_DURATIONS),
    months: z.coerce.number().int().min(1).max(120).optional(),
    maxRedemptions: z.coerce.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((d) => d.type !== "percentage" || d.value <= 100, { path: ["value"], message: "PERCENT_RANGE" })
  .refine((d) => d.duration !== "repeating" || d.months, { path: ["months"], message: "MONTHS_REQUIRED" });
export type DiscountInput = z.output<typeof discountInput>;

/** Where a buyer goes after paying: an http(s) address (Polar puts the checkout's id for "{CHECKOUT_ID}"). */
const successUrl = z
  .string()
  .trim()
  .max(2083)
  .pipe(z.url({ protocol: /^https?$/ }))
  .optional()
  .or(z.literal("").transform(() => undefined));

export const checkoutLinkInput = z.object({
  productIds: z.array(id).min(1).max(10),
  label: text(100).optional(),
  allowDiscountCodes: z.boolean(),
  successUrl,
});
export type CheckoutLinkInput = z.output<typeof checkoutLinkInput>;

/** Every editable field of a link, all sent: an empty label or success URL clears it. */
export const checkoutLinkEdit = checkoutLinkInput.extend({ linkId: id });
export type CheckoutLinkEdit = z.output<typeof checkoutLinkEdit>;

export const refundInput = z.object({
  orderId: id,
  /** Cents; the order's whole refundable amount for a full refund. */
  amount: z.coerce.number().int().min(1).max(100_000_000),
  reason: z.enum(REFUND_REASONS),
  comment: text(500).optional(),
  revokeBenefits: z.boolean(),
});
export type RefundInput = z.output<typeof refundInput>;

/** What is left to refund of an order, before tax (what Polar accepts as a refund's amount). */
export const refundableOf = (o: { subtotalAmount: number; discountAmount: number; refundedAmount: number }) =>
  Math.max(0, o.subtotalAmount - o.discountAmount - o.refundedAmount);
