import "server-only";
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
import { compiledMirrorQuery, type CompiledQuery } from "./compiled";
import { mirrorStatement, oncePerRow, type MirrorGate, type MirrorUpsert, type MirrorWrite } from "./statement";
import type { CustomerStateJson, EventData, GrantJson, MirroredType, OrderJson, ProductJson, SubscriptionJson } from "./payloads";

/** A row written when this version is at least as new as the stored one. */
const newer = (table: PgTable, row: Record<string, unknown>, after?: MirrorUpsert): MirrorUpsert => ({
  upsert: table,
  row,
  on: "newer",
  after,
});

/** A product with its prices and benefits; those only when the product's version was written. */
function productWrites(p: ProductJson): MirrorWrite[] {
  const product = newer(billingProduct, rows.productRow(p));
  return [
    product,
    ...(p.prices ?? []).map((price) => newer(billingPrice, rows.priceRow(price), product)),
    ...(p.benefits ?? []).flatMap((benefit) => (benefit.properties ? [newer(billingBenefit, rows.benefitRow(benefit), product)] : [])),
  ];
}

/** A subscription with its customer and product; its meters, as it lists them, when its version was written. */
function subscriptionWrites(s: SubscriptionJson): MirrorWrite[] {
  const subscription = newer(billingSubscription, rows.subscriptionRow(s));
  const meters = s.meters ?? [];
  return [
    ...(s.customer ? [newer(billingCustomer, rows.customerRow(s.customer))] : []),
    ...(s.product ? productWrites(s.product) : []),
    subscription,
    ...meters.flatMap((m) => (m.meter ? [newer(billingMeter, rows.meterRow(m.meter), subscription)] : [])),
    {
      prune: billingSubscriptionMeter,
      of: [billingSubscriptionMeter.subscriptionId, s.id],
      except: [billingSubscriptionMeter.id, meters.map((m) => m.id)],
      after: subscription,
    },
    ...meters.map((m): MirrorWrite => ({
      upsert: billingSubscriptionMeter,
      row: rows.subscriptionMeterRow(s.id, m),
      on: "always",
      after: subscription,
    })),
  ];
}

function orderWrites(o: OrderJson): MirrorWrite[] {
  const order = newer(billingOrder, rows.orderRow(o));
  return [
    ...(o.customer ? [newer(billingCustomer, rows.customerRow(o.customer))] : []),
    // An order names its product in brief (no prices or benefits): enough to show a product we have not
    // mirrored yet (one bought once, before any product event); a stored product is left as it is.
    ...(o.product ? [{ upsert: billingProduct, row: rows.productRow(o.product), on: "absent" } as const] : []),
    order,
    // An order's items do not change once it exists: those not stored yet are added.
    ...(o.items ?? []).map((i): MirrorWrite => ({ upsert: billingOrderItem, row: rows.orderItemRow(o.id, i), on: "absent", after: order })),
  ];
}

function grantWrites(g: GrantJson): MirrorWrite[] {
  return [
    ...(g.customer ? [newer(billingCustomer, rows.customerRow(g.customer))] : []),
    ...(g.benefit ? [newer(billingBenefit, rows.benefitRow(g.benefit))] : []),
    newer(billingBenefitGrant, rows.grantRow(g)),
  ];
}

/** customer.state_changed: the customer, and the entitlements that gate features (state), newest wins. */
function customerStateWrites(state: CustomerStateJson): MirrorWrite[] {
  const { active_subscriptions, granted_benefits, active_meters, ...customer } = state;
  return [newer(billingCustomer, { ...rows.customerRow(customer), state: { active_subscriptions, granted_benefits, active_meters } })];
}

const one =
  <T>(table: PgTable, toRow: (data: T) => Record<string, unknown>) =>
  (data: T) => [newer(table, toRow(data))];

const WRITES: { [T in MirroredType]: (data: EventData[T]) => MirrorWrite[] } = {
  "checkout.created": one(billingCheckout, rows.checkoutRow),
  "checkout.updated": one(billingCheckout, rows.checkoutRow),
  "checkout.expired": one(billingCheckout, rows.checkoutRow),
  "customer.created": one(billingCustomer, rows.customerRow),
  "customer.updated": one(billingCustomer, rows.customerRow),
  "customer.deleted": one(billingCustomer, (d: EventData["customer.deleted"]) => ({
    ...rows.customerRow(d),
    deletedAt: new Date(d.deleted_at ?? d.modified_at ?? Date.now()),
  })),
  "customer.state_changed": customerStateWrites,
  "order.created": orderWrites,
  "order.updated": orderWrites,
  "order.paid": orderWrites,
  "order.refunded": orderWrites,
  "subscription.created": subscriptionWrites,
  "subscription.updated": subscriptionWrites,
  "subscription.active": subscriptionWrites,
  "subscription.canceled": subscriptionWrites,
  "subscription.uncanceled": subscriptionWrites,
  "subscription.revoked": subscriptionWrites,
  "subscription.past_due": subscriptionWrites,
  "subscription.cycled": subscriptionWrites,
  "subscription.paused": subscriptionWrites,
  "subscription.resumed": subscriptionWrites,
  "product.created": productWrites,
  "product.updated": productWrites,
  "benefit.created": one(billingBenefit, rows.benefitRow),
  "benefit.updated": one(billingBenefit, rows.benefitRow),
  "benefit_grant.created": grantWrites,
  "benefit_grant.updated": grantWrites,
  "benefit_grant.cycled": grantWrites,
  "benefit_grant.revoked": grantWrites,
  "refund.created": one(billingRefund, rows.refundRow),
  "refund.updated": one(billingRefund, rows.refundRow),
  "discount.created": one(billingDiscount, rows.discountRow),
  "discount.updated": one(billingDiscount, rows.discountRow),
  "discount.deleted": one(billingDiscount, (d: EventData["discount.deleted"]) => rows.discountRow(d, true)),
};

/** Whether this app mirrors an event type; others are stored and acknowledged only. */
export const mirrors = (type: string): type is MirroredType => Object.hasOwn(WRITES, type);
export const MIRRORED_TYPES = Object.keys(WRITES) as MirroredType[];

/**
 * An event's effect on the mirror as one statement (lib/billing/webhooks/statement.ts); with `gate`, the
 * statement storing the event, only when that stored it. A type the app does not mirror writes nothing. The data
 * is taken to be what Polar sends for the type: its signature proved it came from Polar, and checking every
 * payload against the schema on the way in would cost more than the mirror's own work.
 */
export function effectStatement(type: string, data: unknown, gate?: MirrorGate): SQL {
  return mirrorStatement(effectWrites(type, data), gate);
}

/** The same statement as text and parameters, compiled once per shape of event (lib/billing/webhooks/compiled.ts). */
export function effectQuery(type: string, data: unknown, gate?: MirrorGate): CompiledQuery {
  return compiledMirrorQuery(effectWrites(type, data), gate);
}

function effectWrites(type: string, data: unknown): MirrorWrite[] {
  return oncePerRow(mirrors(type) ? writesOf(type, data as EventData[MirroredType]) : []);
}

function writesOf<T extends MirroredType>(type: T, data: EventData[T]) {
  return WRITES[type](data);
}
