/**
 * Billing's shared vocabulary, safe to import from client components: what a subscription's status means to
 * us, why it may be cancelled, and the shapes our pages hand to the browser. Nothing here reads a table.
 */

/** The reasons Polar accepts for a customer's cancellation, in the order the form offers them. */
export const CANCELLATION_REASONS = [
  "customer_service",
  "low_quality",
  "missing_features",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
  "other",
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Statuses in which a subscription still gives its plan and may be cancelled or moved to another plan. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing"]);

export function isLive(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

/** Why a change to a subscription was refused. */
export type ChangeRefusal = "BILLING_OFF" | "BILLING_UNAVAILABLE" | "NOT_FOUND" | "NOT_ALLOWED" | "UNKNOWN_PLAN";
export type ChangeResult = { ok: true } | { ok: false; code: ChangeRefusal };

/** A subscription as its card shows it (dates as ISO text, so it crosses to the browser unchanged). */
export type SubscriptionView = {
  id: string;
  productId: string;
  productName: string;
  status: string;
  amount: number;
  currency: string;
  interval: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endsAt: string | null;
  /** When it ended for good (canceled at its period's end, revoked, or unpaid after the payment retries). */
  endedAt: string | null;
  discountId: string | null;
};

/** An order as the orders table shows it. */
export type OrderView = {
  id: string;
  createdAt: string;
  productName: string | null;
  status: string;
  billingReason: string;
  subtotalAmount: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
  refundedAmount: number;
  currency: string;
};

/** A price as the pricing page shows it, whichever of Polar's price shapes it came from. */
export type PlanPrice =
  | { id: string; kind: "fixed"; amount: number; currency: string }
  | { id: string; kind: "free"; currency: string }
  | { id: string; kind: "custom"; minimum: number; maximum: number | null; preset: number | null; currency: string }
  | {
      id: string;
      kind: "metered";
      unitAmount: number;
      capAmount: number | null;
      meterId: string | null;
      meterName: string;
      currency: string;
    };

/** A product we sell, as the pricing page shows it. */
export type Plan = {
  id: string;
  name: string;
  description: string | null;
  interval: "month" | "year" | null;
  prices: PlanPrice[];
  benefits: string[];
  /** The seller marks it (product metadata `recommended`) to have it highlighted. */
  recommended: boolean;
};

/** What we sell, or why it cannot be shown. */
export type Catalog = { status: "off" } | { status: "unavailable" } | { status: "ok"; plans: Plan[] };

/** A plan a subscription may move to. */
export type PlanChoice = { id: string; name: string };

/** A customer's meter as Polar counts it. */
export type MeterReading = { consumed: number; credited: number; balance: number };
