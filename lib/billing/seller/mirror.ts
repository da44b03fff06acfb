import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containing } from "@/lib/like";
import { db } from "@/db/client";
import {
  billingCustomer,
  billingDiscount,
  billingOrder,
  billingOrderItem,
  billingProduct,
  billingRefund,
  billingSubscription,
  organization,
  user,
} from "@/db/schema";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";

/**
 * The console's reads of the webhook-fed mirror: every customer, subscription and order, newest first by
 * keyset (created_at, id) on their created indexes, so a deep page costs what the first does. Nothing here
 * calls Polar or writes.
 */
export const CONSOLE_PAGE = 25;

/** Whom a customer is here: the user or the organization whose id Polar keeps as its external id. */
const owner = {
  userId: user.id,
  userEmail: user.email,
  organizationId: organization.id,
  organizationName: organization.name,
};

export async function customersPage(search: string | undefined, after?: KeysetCursor) {
  const term = search?.trim();
  return keysetPage({ time: billingCustomer.createdAt, id: billingCustomer.id, order: "desc", after, size: CONSOLE_PAGE }, (keyset) =>
    db
      .select({ customer: billingCustomer, ...owner, ...keyset.cursor })
      .from(billingCustomer)
      .leftJoin(user, eq(user.id, billingCustomer.externalId))
      .leftJoin(organization, eq(organization.id, billingCustomer.externalId))
      .where(
        and(
          keyset.where,
          term
            ? or(
                ilike(billingCustomer.email, containing(term)),
                ilike(billingCustomer.name, containing(term)),
                eq(billingCustomer.id, term),
                eq(billingCustomer.externalId, term),
              )
            : undefined,
        ),
      )
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
  );
}

export async function customerById(customerId: string) {
  const [row] = await db
    .select({ customer: billingCustomer, ...owner })
    .from(billingCustomer)
    .leftJoin(user, eq(user.id, billingCustomer.externalId))
    .leftJoin(organization, eq(organization.id, billingCustomer.externalId))
    .where(eq(billingCustomer.id, customerId))
    .limit(1);
  return row ?? null;
}

export const SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due", "canceled", "incomplete", "unpaid"] as const;

export async function subscriptionsPage(filter: { status?: string; customerId?: string }, after?: KeysetCursor) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(billingSubscription.status, filter.status));
  if (filter.customerId) conditions.push(eq(billingSubscription.customerId, filter.customerId));
  return keysetPage(
    { time: billingSubscription.createdAt, id: billingSubscription.id, order: "desc", after, size: CONSOLE_PAGE },
    (keyset) =>
      db
        .select({
          subscription: billingSubscription,
          productName: billingProduct.name,
          customerEmail: billingCustomer.email,
          ...keyset.cursor,
        })
        .from(billingSubscription)
        .leftJoin(billingProduct, eq(billingProduct.id, billingSubscription.productId))
        .leftJoin(billingCustomer, eq(billingCustomer.id, billingSubscription.customerId))
        .where(and(keyset.where, ...conditions))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
}

export async function subscriptionDetail(subscriptionId: string) {
  const [row] = await db
    .select({ subscription: billingSubscription, productName: billingProduct.name, customerEmail: billingCustomer.email })
    .from(billingSubscription)
    .leftJoin(billingProduct, eq(billingProduct.id, billingSubscription.productId))
    .leftJoin(billingCustomer, eq(billingCustomer.id, billingSubscription.customerId))
    .where(eq(billingSubscription.id, subscriptionId))
    .limit(1);
  return row ?? null;
}

export async function allOrdersPage(filter: { customerId?: string }, after?: KeysetCursor) {
  return keysetPage({ time: billingOrder.createdAt, id: billingOrder.id, order: "desc", after, size: CONSOLE_PAGE }, (keyset) =>
    db
      .select({ order: billingOrder, productName: billingProduct.name, customerEmail: billingCustomer.email, ...keyset.cursor })
      .from(billingOrder)
      .leftJoin(billingProduct, eq(billingProduct.id, billingOrder.productId))
      .leftJoin(billingCustomer, eq(billingCustomer.id, billingOrder.customerId))
      .where(and(keyset.where, filter.customerId ? eq(billingOrder.customerId, filter.customerId) : undefined))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
  );
}

/** An order with its lines, its discount, its refunds and whom it is for. */
export async function orderDetail(orderId: string) {
  const [row] = await db
    .select({ order: billingOrder, productName: billingProduct.name, customerEmail: billingCustomer.email, discount: billingDiscount })
    .from(billingOrder)
    .leftJoin(billingProduct, eq(billingProduct.id, billingOrder.productId))
    .leftJoin(billingCustomer, eq(billingCustomer.id, billingOrder.customerId))
    .leftJoin(billingDiscount, eq(billingDiscount.id, billingOrder.discountId))
    .where(eq(billingOrder.id, orderId))
    .limit(1);
  if (!row) return null;
  const [items, refunds] = await Promise.all([
    db.select().from(billingOrderItem).where(eq(billingOrderItem.orderId, orderId)),
    db.select().from(billingRefund).where(eq(billingRefund.orderId, orderId)).orderBy(desc(billingRefund.createdAt)),
  ]);
  return { ...row, items, refunds };
}

/** Recurring products a subscription may move to (from the mirror, unarchived). */
export async function recurringProducts() {
  return db
    .select({ id: billingProduct.id, name: billingProduct.name, interval: billingProduct.recurringInterval })
    .from(billingProduct)
    .where(and(eq(billingProduct.isArchived, false), sql`${billingProduct.recurringInterval} is not null`))
    .orderBy(billingProduct.name);
}
