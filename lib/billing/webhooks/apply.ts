import "server-only";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "@/db/client";
import {
  billingBenefit,
  billingBenefitGrant,
  billingCheckout,
  billingCustomer,
  billingDiscount,
  billingMeter,
  billingOrder,
  billingOrderItem,
  billingPrice,
  billingProduct,
  billingRefund,
  billingSubscription,
  billingSubscriptionMeter,
} from "@/db/schema";
import * as rows from "../mirror-rows";
import type { CustomerStateJson, EventData, GrantJson, MirroredType, OrderJson, ProductJson, SubscriptionJson } from "./payloads";

type Versioned = PgTable & { id: unknown; modifiedAt: unknown };

/**
 * The SET of an upsert that takes the new version's value of each column the row gives but its id, from
 * `excluded`: the values travel once, in VALUES, rather than twice (building the statement was an eighth of a
 * webhook's CPU time). As Drizzle's own SET would, it leaves out what the row leaves undefined (so a stored
 * value is not overwritten by the column's default) and keys that are not columns.
 */
function fromExcluded(table: PgTable, row: Record<string, unknown>) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key, value]) => key !== "id" && value !== undefined && Object.hasOwn(columns, key))
      .map(([key]) => [key, sql`excluded.${sql.identifier(columns[key]!.name)}`]),
  );
}

/**
 * Inserts a row, or replaces the stored one only when this version is at least as new (modifiedAt): an event
 * that arrives after a newer one never rolls the copy back. Returns whether the row was written.
 */
async function upsertNewer<T extends Versioned>(tx: Transaction, table: T, row: Record<string, unknown>): Promise<boolean> {
  const t = table as unknown as { id: never; modifiedAt: never };
  const written = await tx
    .insert(table)
    .values(row as never)
    .onConflictDoUpdate({ target: t.id, set: fromExcluded(table, row) as never, setWhere: sql`excluded.modified_at >= ${t.modifiedAt}` })
    .returning({ id: t.id });
  return written.length > 0;
}

async function applyProduct(tx: Transaction, p: ProductJson) {
  if (!(await upsertNewer(tx, billingProduct, rows.productRow(p)))) return;
  for (const price of p.prices ?? []) await upsertNewer(tx, billingPrice, rows.priceRow(price));
  for (const benefit of p.benefits ?? []) if (benefit.properties) await upsertNewer(tx, billingBenefit, rows.benefitRow(benefit));
}

async function applySubscription(tx: Transaction, s: SubscriptionJson) {
  if (s.customer) await upsertNewer(tx, billingCustomer, rows.customerRow(s.customer));
  if (s.product) await applyProduct(tx, s.product);
  if (!(await upsertNewer(tx, billingSubscription, rows.subscriptionRow(s)))) return;
  for (const m of s.meters ?? []) if (m.meter) await upsertNewer(tx, billingMeter, rows.meterRow(m.meter));
  await tx.delete(billingSubscriptionMeter).where(eq(billingSubscriptionMeter.subscriptionId, s.id));
  const meters = (s.meters ?? []).map((m) => rows.subscriptionMeterRow(s.id, m));
  if (meters.length) await tx.insert(billingSubscriptionMeter).values(meters);
}

async function applyOrder(tx: Transaction, o: OrderJson) {
  if (o.customer) await upsertNewer(tx, billingCustomer, rows.customerRow(o.customer));
  // An order names its product in brief (no prices or benefits): enough to show a product we have not
  // mirrored yet (one bought once, before any product event); a stored product is left as it is.
  if (o.product) await tx.insert(billingProduct).values(rows.productRow(o.product)).onConflictDoNothing();
  if (!(await upsertNewer(tx, billingOrder, rows.orderRow(o)))) return;
  // An order's items do not change once it exists: one statement adds those not stored yet.
  const items = (o.items ?? []).map((i) => rows.orderItemRow(o.id, i));
  if (items.length) await tx.insert(billingOrderItem).values(items).onConflictDoNothing();
}

async function applyGrant(tx: Transaction, g: GrantJson) {
  if (g.customer) await upsertNewer(tx, billingCustomer, rows.customerRow(g.customer));
  if (g.benefit) await upsertNewer(tx, billingBenefit, rows.benefitRow(g.benefit));
  await upsertNewer(tx, billingBenefitGrant, rows.grantRow(g));
}

/** customer.state_changed: the customer, and the entitlements that gate features (state), newest wins. */
function applyCustomerState(tx: Transaction, state: CustomerStateJson) {
  const { active_subscriptions, granted_benefits, active_meters, ...customer } = state;
  return upsertNewer(tx, billingCustomer, {
    ...rows.customerRow(customer),
    state: { active_subscriptions, granted_benefits, active_meters },
  });
}

const EFFECTS: { [T in MirroredType]: (tx: Transaction, data: EventData[T]) => Promise<unknown> } = {
  "checkout.created": (tx, d) => upsertNewer(tx, billingCheckout, rows.checkoutRow(d)),
  "checkout.updated": (tx, d) => upsertNewer(tx, billingCheckout, rows.checkoutRow(d)),
  "checkout.expired": (tx, d) => upsertNewer(tx, billingCheckout, rows.checkoutRow(d)),
  "customer.created": (tx, d) => upsertNewer(tx, billingCustomer, rows.customerRow(d)),
  "customer.updated": (tx, d) => upsertNewer(tx, billingCustomer, rows.customerRow(d)),
  "customer.deleted": (tx, d) =>
    upsertNewer(tx, billingCustomer, { ...rows.customerRow(d), deletedAt: new Date(d.deleted_at ?? d.modified_at ?? Date.now()) }),
  "customer.state_changed": applyCustomerState,
  "order.created": applyOrder,
  "order.updated": applyOrder,
  "order.paid": applyOrder,
  "order.refunded": applyOrder,
  "subscription.created": applySubscription,
  "subscription.updated": applySubscription,
  "subscription.active": applySubscription,
  "subscription.canceled": applySubscription,
  "subscription.uncanceled": applySubscription,
  "subscription.revoked": applySubscription,
  "subscription.past_due": applySubscription,
  "subscription.cycled": applySubscription,
  "subscription.paused": applySubscription,
  "subscription.resumed": applySubscription,
  "product.created": applyProduct,
  "product.updated": applyProduct,
  "benefit.created": (tx, d) => upsertNewer(tx, billingBenefit, rows.benefitRow(d)),
  "benefit.updated": (tx, d) => upsertNewer(tx, billingBenefit, rows.benefitRow(d)),
  "benefit_grant.created": applyGrant,
  "benefit_grant.updated": applyGrant,
  "benefit_grant.cycled": applyGrant,
  "benefit_grant.revoked": applyGrant,
  "refund.created": (tx, d) => upsertNewer(tx, billingRefund, rows.refundRow(d)),
  "refund.updated": (tx, d) => upsertNewer(tx, billingRefund, rows.refundRow(d)),
  "discount.created": (tx, d) => upsertNewer(tx, billingDiscount, rows.discountRow(d)),
  "discount.updated": (tx, d) => upsertNewer(tx, billingDiscount, rows.discountRow(d)),
  "discount.deleted": (tx, d) => upsertNewer(tx, billingDiscount, rows.discountRow(d, true)),
};

/** Whether this app mirrors an event type; others are stored and acknowledged only. */
export const mirrors = (type: string): type is MirroredType => Object.hasOwn(EFFECTS, type);

/**
 * Applies one event's effect to the mirror, inside the caller's transaction. The data is taken to be what
 * Polar sends for the type: its signature proved it came from Polar, and checking every payload against the
 * schema on the way in would cost more than the mirror's own work.
 */
export async function applyEvent(tx: Transaction, type: string, data: unknown): Promise<void> {
  if (mirrors(type)) await effectOf(tx, type, data as EventData[MirroredType]);
}

function effectOf<T extends MirroredType>(tx: Transaction, type: T, data: EventData[T]) {
  return EFFECTS[type](tx, data);
}
