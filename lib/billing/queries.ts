import "server-only";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";
import {
  billingBenefit,
  billingBenefitGrant,
  billingCheckout,
  billingCustomer,
  billingOrder,
  billingProduct,
  billingSubscription,
} from "@/db/schema";

/** Reads of the webhook-fed mirror for one user's billing pages. Nothing here calls Polar. */

export async function customerOf(userId: string) {
  const [row] = await db
    .select()
    .from(billingCustomer)
    .where(and(eq(billingCustomer.externalId, userId), isNull(billingCustomer.deletedAt)))
    .orderBy(desc(billingCustomer.modifiedAt))
    .limit(1);
  return row ?? null;
}

/** Whom a purchase is for: the user themself, or the organization whose id it carries. */
const referenceOf = (table: typeof billingSubscription | typeof billingOrder) => sql<string | null>`${table.metadata}->>'referenceId'`;

/** The user's own subscriptions (not those bought for an organization). */
export async function subscriptionsOf(customerId: string, userId: string) {
  return db
    .select({ subscription: billingSubscription, productName: billingProduct.name, productMetadata: billingProduct.metadata })
    .from(billingSubscription)
    .leftJoin(billingProduct, eq(billingProduct.id, billingSubscription.productId))
    .where(
      and(
        eq(billingSubscription.customerId, customerId),
        or(sql`${referenceOf(billingSubscription)} is null`, sql`${referenceOf(billingSubscription)} = ${userId}`),
      ),
    )
    .orderBy(desc(billingSubscription.createdAt));
}

/** The subscriptions bought for an organization, whoever bought them. */
export async function organizationSubscriptions(organizationId: string) {
  return db
    .select({ subscription: billingSubscription, productName: billingProduct.name, productMetadata: billingProduct.metadata })
    .from(billingSubscription)
    .leftJoin(billingProduct, eq(billingProduct.id, billingSubscription.productId))
    .where(sql`${referenceOf(billingSubscription)} = ${organizationId}`)
    .orderBy(desc(billingSubscription.createdAt));
}

export const ORDERS_PAGE = 25;

/** Whose orders a page lists: a user's own (not those bought for an organization), or an organization's. */
export type OrderScope = { customerId: string; userId: string } | { organizationId: string };

const inScope = (scope: OrderScope) =>
  "organizationId" in scope
    ? sql`${referenceOf(billingOrder)} = ${scope.organizationId}`
    : and(
        eq(billingOrder.customerId, scope.customerId),
        or(sql`${referenceOf(billingOrder)} is null`, sql`${referenceOf(billingOrder)} = ${scope.userId}`),
      );

/**
 * One page of orders, newest first. Keyset pagination on (created_at, id), served backwards by
 * billing_order_customer_idx or billing_order_reference_idx, so a deep page costs what the first does.
 */
export async function ordersPage(scope: OrderScope, after?: KeysetCursor, limit = ORDERS_PAGE) {
  const { rows, next } = await keysetPage(
    { time: billingOrder.createdAt, id: billingOrder.id, order: "desc", after, size: limit },
    (keyset) =>
      db
        .select({ order: billingOrder, productName: billingProduct.name, productMetadata: billingProduct.metadata, ...keyset.cursor })
        .from(billingOrder)
        .leftJoin(billingProduct, eq(billingProduct.id, billingOrder.productId))
        .where(and(inScope(scope), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
  return { orders: rows, next };
}

export async function grantsOf(customerId: string) {
  return db
    .select({ grant: billingBenefitGrant, benefit: billingBenefit })
    .from(billingBenefitGrant)
    .innerJoin(billingBenefit, eq(billingBenefit.id, billingBenefitGrant.benefitId))
    .where(and(eq(billingBenefitGrant.customerId, customerId), isNull(billingBenefitGrant.revokedAt)))
    .orderBy(desc(billingBenefitGrant.createdAt));
}

/** A checkout of this user's, as the webhooks have reported it so far (null until the first one arrives). */
export async function checkoutOf(userId: string, checkoutId: string) {
  const customer = await customerOf(userId);
  const [row] = await db
    .select()
    .from(billingCheckout)
    .where(
      and(
        eq(billingCheckout.id, checkoutId),
        or(eq(billingCheckout.externalCustomerId, userId), customer ? eq(billingCheckout.customerId, customer.id) : undefined),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type CheckoutRow = NonNullable<Awaited<ReturnType<typeof checkoutOf>>>;

/**
 * What a checkout of this user's (as read by checkoutOf) bought and for whom, for the page the buyer comes back
 * to: the product with its benefits (in the product's order), what a subscription it started costs each period
 * (a discount may have made the first payment smaller), and the organization's id when it was bought for one.
 */
export async function checkoutSummary(userId: string, checkout: CheckoutRow) {
  const [[product], [subscription]] = await Promise.all([
    checkout.productId ? db.select().from(billingProduct).where(eq(billingProduct.id, checkout.productId)).limit(1) : [],
    checkout.subscriptionId
      ? db
          .select({ amount: billingSubscription.amount, currency: billingSubscription.currency })
          .from(billingSubscription)
          .where(eq(billingSubscription.id, checkout.subscriptionId))
          .limit(1)
      : [],
  ]);
  const benefits = product?.benefitIds.length
    ? await db
        .select({ id: billingBenefit.id, description: billingBenefit.description, metadata: billingBenefit.metadata })
        .from(billingBenefit)
        .where(inArray(billingBenefit.id, product.benefitIds))
    : [];
  const reference = checkout.metadata.referenceId;
  return {
    checkout,
    product: product ?? null,
    recurring: subscription ?? null,
    benefits: product ? product.benefitIds.flatMap((id) => benefits.filter((b) => b.id === id)) : [],
    organizationId: typeof reference === "string" && reference !== userId ? reference : null,
  };
}

/** A subscription row with whom it was bought for. */
export async function subscriptionById(subscriptionId: string) {
  const [row] = await db
    .select({ subscription: billingSubscription, referenceId: referenceOf(billingSubscription) })
    .from(billingSubscription)
    .where(eq(billingSubscription.id, subscriptionId))
    .limit(1);
  return row ?? null;
}

export async function ownOrder(userId: string, orderId: string) {
  const customer = await customerOf(userId);
  if (!customer) return null;
  const [row] = await db
    .select()
    .from(billingOrder)
    .where(and(eq(billingOrder.id, orderId), eq(billingOrder.customerId, customer.id)))
    .limit(1);
  return row ?? null;
}
