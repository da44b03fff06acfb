import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * The mirror of Polar: every webhook event as received, and local copies of what the events describe, keyed
 * by Polar's ids. Each copy keeps Polar's modified_at (or created_at) in `modifiedAt`, so an older event that
 * arrives late never overwrites newer data. Amounts are in cents.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const polarStamps = {
  createdAt: at("created_at").notNull(),
  /** Polar's modified_at, or created_at for a never-modified object: the version of this copy. */
  modifiedAt: at("modified_at").notNull(),
};
const money = (name: string) => bigint(name, { mode: "number" });
type Metadata = Record<string, string | number | boolean>;

export const polarWebhookEvent = pgTable(
  "polar_webhook_event",
  {
    /** The webhook-id header: the same on every retry and redelivery of one event. */
    webhookId: text("webhook_id").primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
    /** Set when the event's effect committed; null while it has only failed. */
    processedAt: at("processed_at"),
    /** Why the last attempt to apply it failed (null once applied). */
    error: text("error"),
    /** Deliveries and re-applies that tried to apply it. */
    attempts: integer("attempts").notNull().default(1),
    lastAttemptAt: at("last_attempt_at"),
  },
  (t) => [
    index("polar_webhook_event_type_idx").on(t.type, t.receivedAt),
    // The console's log, newest first by keyset (received_at, webhook_id), and its failed events.
    index("polar_webhook_event_received_idx").on(t.receivedAt, t.webhookId),
    index("polar_webhook_event_failed_idx")
      .on(t.receivedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

export const billingCustomer = pgTable(
  "billing_customer",
  {
    id: text("id").primaryKey(),
    /** Our user's id (or an organization's, for organization purchases). */
    externalId: text("external_id"),
    email: text("email").notNull(),
    name: text("name"),
    deletedAt: at("deleted_at"),
    /** The last customer.state_changed: active subscriptions, granted benefits and meters. */
    state: jsonb("state"),
    ...polarStamps,
  },
  (t) => [index("billing_customer_external_idx").on(t.externalId), index("billing_customer_created_idx").on(t.createdAt, t.id)],
);

export const billingProduct = pgTable("billing_product", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  recurringInterval: text("recurring_interval"),
  isArchived: boolean("is_archived").notNull(),
  metadata: jsonb("metadata").$type<Metadata>().notNull(),
  benefitIds: jsonb("benefit_ids").$type<string[]>().notNull(),
  ...polarStamps,
});

export const billingPrice = pgTable(
  "billing_price",
  {
    id: text("id").primaryKey(),
    productId: text("product_id").notNull(),
    /** fixed (0 is free), custom, metered_unit or seat_based. */
    amountType: text("amount_type").notNull(),
    priceCurrency: text("price_currency").notNull(),
    priceAmount: money("price_amount"),
    minimumAmount: money("minimum_amount"),
    maximumAmount: money("maximum_amount"),
    presetAmount: money("preset_amount"),
    unitAmount: text("unit_amount"),
    capAmount: money("cap_amount"),
    meterId: text("meter_id"),
    isArchived: boolean("is_archived").notNull(),
    ...polarStamps,
  },
  (t) => [index("billing_price_product_idx").on(t.productId)],
);

export const billingBenefit = pgTable("billing_benefit", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  description: text("description").notNull(),
  properties: jsonb("properties").notNull(),
  /** The seller's metadata: translations of the description (`description_ru`…) among it. */
  metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
  ...polarStamps,
});

export const billingCheckout = pgTable("billing_checkout", {
  id: text("id").primaryKey(),
  status: text("status").notNull(),
  customerId: text("customer_id"),
  externalCustomerId: text("external_customer_id"),
  productId: text("product_id"),
  subscriptionId: text("subscription_id"),
  totalAmount: money("total_amount").notNull(),
  currency: text("currency").notNull(),
  metadata: jsonb("metadata").$type<Metadata>().notNull(),
  ...polarStamps,
});

export const billingSubscription = pgTable(
  "billing_subscription",
  {
    id: text("id").primaryKey(),
    status: text("status").notNull(),
    customerId: text("customer_id").notNull(),
    productId: text("product_id").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    recurringInterval: text("recurring_interval").notNull(),
    currentPeriodStart: at("current_period_start").notNull(),
    currentPeriodEnd: at("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull(),
    canceledAt: at("canceled_at"),
    endsAt: at("ends_at"),
    endedAt: at("ended_at"),
    cancellationReason: text("cancellation_reason"),
    cancellationComment: text("cancellation_comment"),
    discountId: text("discount_id"),
    checkoutId: text("checkout_id"),
    metadata: jsonb("metadata").$type<Metadata>().notNull(),
    ...polarStamps,
  },
  (t) => [
    index("billing_subscription_customer_idx").on(t.customerId, t.createdAt),
    // The console's list, newest first by keyset (created_at, id).
    index("billing_subscription_created_idx").on(t.createdAt, t.id),
  ],
);

export const billingSubscriptionMeter = pgTable("billing_subscription_meter", {
  id: text("id").primaryKey(),
  subscriptionId: text("subscription_id").notNull(),
  meterId: text("meter_id").notNull(),
  consumedUnits: integer("consumed_units").notNull(),
  creditedUnits: integer("credited_units").notNull(),
  amount: money("amount").notNull(),
});

export const billingOrder = pgTable(
  "billing_order",
  {
    id: text("id").primaryKey(),
    status: text("status").notNull(),
    billingReason: text("billing_reason").notNull(),
    customerId: text("customer_id").notNull(),
    productId: text("product_id"),
    subscriptionId: text("subscription_id"),
    checkoutId: text("checkout_id"),
    discountId: text("discount_id"),
    subtotalAmount: money("subtotal_amount").notNull(),
    discountAmount: money("discount_amount").notNull(),
    taxAmount: money("tax_amount").notNull(),
    totalAmount: money("total_amount").notNull(),
    refundedAmount: money("refunded_amount").notNull(),
    currency: text("currency").notNull(),
    invoiceNumber: text("invoice_number"),
    metadata: jsonb("metadata").$type<Metadata>().notNull(),
    ...polarStamps,
  },
  // A customer's orders newest first, by keyset (created_at, id).
  (t) => [
    index("billing_order_customer_idx").on(t.customerId, t.createdAt, t.id),
    // An organization's orders, newest first: purchases carry the organization's id as metadata referenceId.
    index("billing_order_reference_idx").on(sql`(${t.metadata} ->> 'referenceId')`, t.createdAt, t.id),
    // All orders newest first (the console's list) and by day (the revenue overview).
    index("billing_order_created_idx").on(t.createdAt, t.id),
  ],
);

export const billingOrderItem = pgTable(
  "billing_order_item",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    label: text("label").notNull(),
    amount: money("amount").notNull(),
    taxAmount: money("tax_amount").notNull(),
    productPriceId: text("product_price_id"),
  },
  (t) => [index("billing_order_item_order_idx").on(t.orderId)],
);

export const billingBenefitGrant = pgTable(
  "billing_benefit_grant",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    benefitId: text("benefit_id").notNull(),
    subscriptionId: text("subscription_id"),
    orderId: text("order_id"),
    grantedAt: at("granted_at"),
    revokedAt: at("revoked_at"),
    properties: jsonb("properties").notNull(),
    ...polarStamps,
  },
  (t) => [index("billing_benefit_grant_customer_idx").on(t.customerId)],
);

export const billingRefund = pgTable("billing_refund", {
  id: text("id").primaryKey(),
  orderId: text("order_id").notNull(),
  subscriptionId: text("subscription_id"),
  customerId: text("customer_id").notNull(),
  status: text("status").notNull(),
  reason: text("reason").notNull(),
  amount: money("amount").notNull(),
  taxAmount: money("tax_amount").notNull(),
  currency: text("currency").notNull(),
  revokeBenefits: boolean("revoke_benefits").notNull(),
  ...polarStamps,
});

export const billingDiscount = pgTable("billing_discount", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  code: text("code"),
  type: text("type").notNull(),
  duration: text("duration").notNull(),
  durationInMonths: integer("duration_in_months"),
  amount: money("amount"),
  basisPoints: integer("basis_points"),
  deletedAt: at("deleted_at"),
  ...polarStamps,
});

export const billingMeter = pgTable("billing_meter", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  ...polarStamps,
});
