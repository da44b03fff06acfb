import "server-only";
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { billingBenefit, billingBenefitGrant, billingOrder, billingProduct, billingSubscription } from "@/db/schema";
import { isLive } from "./model";
import { localized, type Metadata } from "./plan-text";
import { checkoutOf, customerOf, type CheckoutRow } from "./queries";

/**
 * What a user (or an organization) is entitled to, read from the webhook-fed mirror only: the one source
 * every gated feature and the checkout's success page ask.
 *
 * A benefit is granted when either
 *  - a live subscription in scope sells a product that carries it (the subscription's events reach us before
 *    the checkout's "succeeded", so a buyer sent back from the checkout finds the plan already working), or
 *  - Polar's benefit grant for it is in our tables and not revoked (one-time purchases, and whatever the
 *    seller grants beyond a subscription's product).
 * customer.state_changed is not consulted: Polar sends it after the checkout has succeeded, and reading it
 * left the feature locked for a moment after the success page had said the purchase was done.
 */

/** Whose entitlements: the user's own purchases, or those made for an organization. */
export type EntitlementScope = { userId: string } | { organizationId: string };

export type Entitlement = {
  benefitId: string;
  type: string;
  description: string;
  /** The seller's metadata, with translations of the description (see plan-text.ts). */
  metadata: Metadata;
  properties: Record<string, unknown>;
  /** The grant's own properties (a license key…), once Polar's grant has arrived; null until then. */
  grant: { id: string; properties: Record<string, unknown> } | null;
};

/** What a benefit is called in the reader's language: the seller's `description_<language>`, or Polar's text. */
export const benefitName = (benefit: Pick<Entitlement, "description" | "metadata">, locale: string) =>
  localized(benefit.metadata, "description", locale, benefit.description);

/** Whom a purchase is for, as its metadata says (purchases carry the buyer's or organization's id). */
const referenceOf = (table: typeof billingSubscription | typeof billingOrder) => sql<string | null>`${table.metadata}->>'referenceId'`;

/** A subscription or order bought for this scope; a personal one may also carry no reference at all. */
function boughtFor(
  table: typeof billingSubscription | typeof billingOrder,
  scope: EntitlementScope,
  customerId: string | null,
): SQL | undefined {
  if ("organizationId" in scope) return sql`${referenceOf(table)} = ${scope.organizationId}`;
  if (!customerId) return sql`false`;
  return and(eq(table.customerId, customerId), or(sql`${referenceOf(table)} is null`, sql`${referenceOf(table)} = ${scope.userId}`));
}

export async function entitlementsOf(scope: EntitlementScope): Promise<Entitlement[]> {
  const customerId = "userId" in scope ? ((await customerOf(scope.userId))?.id ?? null) : null;
  if ("userId" in scope && !customerId) return [];
  const [fromSubscriptions, fromGrants] = await Promise.all([subscriptionBenefits(scope, customerId), grantedBenefits(scope, customerId)]);
  const byBenefit = new Map<string, Entitlement>();
  for (const row of fromSubscriptions)
    byBenefit.set(row.benefitId, { ...row, properties: row.properties as Record<string, unknown>, grant: null });
  for (const row of fromGrants) {
    byBenefit.set(row.benefitId, {
      benefitId: row.benefitId,
      type: row.type,
      description: row.description,
      metadata: row.metadata,
      properties: row.properties as Record<string, unknown>,
      grant: { id: row.grantId, properties: row.grantProperties as Record<string, unknown> },
    });
  }
  return [...byBenefit.values()];
}

/** The benefits of the products of live subscriptions in scope. */
async function subscriptionBenefits(scope: EntitlementScope, customerId: string | null) {
  const rows = await db
    .select({
      status: billingSubscription.status,
      benefitId: billingBenefit.id,
      type: billingBenefit.type,
      description: billingBenefit.description,
      metadata: billingBenefit.metadata,
      properties: billingBenefit.properties,
    })
    .from(billingSubscription)
    .innerJoin(billingProduct, eq(billingProduct.id, billingSubscription.productId))
    .innerJoin(billingBenefit, sql`${billingProduct.benefitIds} @> jsonb_build_array(${billingBenefit.id})`)
    .where(boughtFor(billingSubscription, scope, customerId));
  return rows.filter((r) => isLive(r.status));
}

/**
 * Polar's unrevoked grants for purchases in scope. A grant counts once the subscription or order it comes
 * from is in our tables, so that one bought for an organization never unlocks the buyer's own features.
 */
async function grantedBenefits(scope: EntitlementScope, customerId: string | null) {
  const source = or(
    and(sql`${billingBenefitGrant.subscriptionId} is not null`, boughtFor(billingSubscription, scope, customerId)),
    and(sql`${billingBenefitGrant.orderId} is not null`, boughtFor(billingOrder, scope, customerId)),
  );
  return db
    .select({
      grantId: billingBenefitGrant.id,
      grantProperties: billingBenefitGrant.properties,
      benefitId: billingBenefit.id,
      type: billingBenefit.type,
      description: billingBenefit.description,
      metadata: billingBenefit.metadata,
      properties: billingBenefit.properties,
    })
    .from(billingBenefitGrant)
    .innerJoin(billingBenefit, eq(billingBenefit.id, billingBenefitGrant.benefitId))
    .leftJoin(billingSubscription, eq(billingSubscription.id, billingBenefitGrant.subscriptionId))
    .leftJoin(billingOrder, eq(billingOrder.id, billingBenefitGrant.orderId))
    .where(and(isNull(billingBenefitGrant.revokedAt), customerId ? eq(billingBenefitGrant.customerId, customerId) : undefined, source));
}

/** The meter a meter-credit entitlement counts on (the demo feature's gate), or null without one. */
export async function meterEntitlement(scope: EntitlementScope): Promise<{ meterId: string } | null> {
  const credit = (await entitlementsOf(scope)).find((e) => e.type === "meter_credit" && typeof e.properties.meter_id === "string");
  return credit ? { meterId: credit.properties.meter_id as string } : null;
}

/** Where a purchase stands for its success page: "ready" only once the entitlements above include it. */
export type PurchaseStatus = "pending" | "ready" | "failed";

/**
 * A checkout of this user's: failed or expired; ready when Polar has said it succeeded AND what it bought
 * is in force in our tables (the subscription is live, or the one-time order is paid) AND every benefit the
 * product carries is among the buyer's entitlements; pending otherwise (nothing has arrived yet, or part of it).
 */
export async function purchaseStatus(userId: string, checkoutId: string): Promise<PurchaseStatus> {
  const checkout = await checkoutOf(userId, checkoutId);
  return checkout ? checkoutStatus(userId, checkout) : "pending";
}

/** purchaseStatus of a checkout row already read (checkoutOf), for a page that goes on to show it. */
export async function checkoutStatus(userId: string, checkout: CheckoutRow): Promise<PurchaseStatus> {
  const checkoutId = checkout.id;
  if (checkout.status === "failed" || checkout.status === "expired") return "failed";
  if (checkout.status !== "succeeded") return "pending";
  const reference = typeof checkout.metadata.referenceId === "string" ? checkout.metadata.referenceId : userId;
  const scope: EntitlementScope = reference === userId ? { userId } : { organizationId: reference };
  const [subscriptions, orders, product] = await Promise.all([
    db.select({ status: billingSubscription.status }).from(billingSubscription).where(eq(billingSubscription.checkoutId, checkoutId)),
    db.select({ status: billingOrder.status }).from(billingOrder).where(eq(billingOrder.checkoutId, checkoutId)),
    checkout.productId
      ? db.select({ benefitIds: billingProduct.benefitIds }).from(billingProduct).where(eq(billingProduct.id, checkout.productId))
      : [],
  ]);
  const inForce = subscriptions.length > 0 ? subscriptions.some((s) => isLive(s.status)) : orders.some((o) => o.status === "paid");
  if (!inForce) return "pending";
  const expected = product[0]?.benefitIds ?? [];
  if (expected.length === 0) return "ready";
  const held = new Set((await entitlementsOf(scope)).map((e) => e.benefitId));
  return expected.every((id) => held.has(id)) ? "ready" : "pending";
}
