import "server-only";
import type {
  BenefitJson,
  CheckoutJson,
  CustomerJson,
  DiscountJson,
  GrantJson,
  MeterJson,
  OrderItemJson,
  OrderJson,
  PriceJson,
  ProductJson,
  RefundJson,
  SubscriptionJson,
  SubscriptionMeterJson,
} from "./webhooks/payloads";

/**
 * Polar's JSON (snake_case) → our mirror rows (camelCase). Every row carries `modifiedAt`: Polar's
 * modified_at, or created_at for an object never modified, which orders the versions of one object.
 * Fields Polar may leave out get a default here rather than a failed insert.
 */
const date = (v: string | null | undefined) => (typeof v === "string" ? new Date(v) : null);
const stamps = (o: { created_at: string; modified_at?: string | null }) => ({
  createdAt: new Date(o.created_at),
  modifiedAt: new Date(o.modified_at ?? o.created_at),
});

export const customerRow = (c: CustomerJson) => ({
  id: c.id,
  externalId: c.external_id ?? null,
  email: c.email ?? "",
  name: c.name ?? null,
  deletedAt: date(c.deleted_at),
  ...stamps(c),
});

export const productRow = (p: ProductJson) => ({
  id: p.id,
  name: p.name,
  description: p.description ?? null,
  recurringInterval: p.recurring_interval ?? null,
  isArchived: Boolean(p.is_archived),
  metadata: p.metadata ?? {},
  benefitIds: Array.isArray(p.benefits) ? p.benefits.map((b) => b.id) : [],
  ...stamps(p),
});

export const priceRow = (p: PriceJson) => ({
  id: p.id,
  productId: p.product_id,
  amountType: p.amount_type,
  priceCurrency: p.price_currency ?? "usd",
  priceAmount: p.price_amount ?? null,
  minimumAmount: p.minimum_amount ?? null,
  maximumAmount: p.maximum_amount ?? null,
  presetAmount: p.preset_amount ?? null,
  unitAmount: p.unit_amount ?? null,
  capAmount: p.cap_amount ?? null,
  meterId: p.meter_id ?? null,
  isArchived: Boolean(p.is_archived),
  ...stamps(p),
});

export const benefitRow = (b: BenefitJson) => ({
  id: b.id,
  type: b.type,
  description: b.description,
  properties: b.properties ?? {},
  metadata: b.metadata ?? {},
  ...stamps(b),
});

export const checkoutRow = (c: CheckoutJson) => ({
  id: c.id,
  status: c.status,
  customerId: c.customer_id ?? null,
  externalCustomerId: c.external_customer_id ?? null,
  productId: c.product_id ?? null,
  subscriptionId: c.subscription_id ?? null,
  totalAmount: c.total_amount ?? 0,
  currency: c.currency ?? "usd",
  metadata: c.metadata ?? {},
  ...stamps(c),
});

export const subscriptionRow = (s: SubscriptionJson) => ({
  id: s.id,
  status: s.status,
  customerId: s.customer_id,
  productId: s.product_id,
  amount: s.amount,
  currency: s.currency,
  recurringInterval: s.recurring_interval,
  currentPeriodStart: new Date(s.current_period_start),
  currentPeriodEnd: date(s.current_period_end),
  cancelAtPeriodEnd: Boolean(s.cancel_at_period_end),
  canceledAt: date(s.canceled_at),
  endsAt: date(s.ends_at),
  endedAt: date(s.ended_at),
  cancellationReason: s.customer_cancellation_reason ?? null,
  cancellationComment: s.customer_cancellation_comment ?? null,
  discountId: s.discount_id ?? null,
  checkoutId: s.checkout_id ?? null,
  metadata: s.metadata ?? {},
  ...stamps(s),
});

export const subscriptionMeterRow = (subscriptionId: string, m: SubscriptionMeterJson) => ({
  id: m.id,
  subscriptionId,
  meterId: m.meter_id,
  consumedUnits: Math.round(m.consumed_units ?? 0),
  creditedUnits: m.credited_units ?? 0,
  amount: m.amount ?? 0,
});

export const orderRow = (o: OrderJson) => ({
  id: o.id,
  status: o.status,
  billingReason: o.billing_reason,
  customerId: o.customer_id,
  productId: o.product_id ?? null,
  subscriptionId: o.subscription_id ?? null,
  checkoutId: o.checkout_id ?? null,
  discountId: o.discount_id ?? null,
  subtotalAmount: o.subtotal_amount,
  discountAmount: o.discount_amount ?? 0,
  taxAmount: o.tax_amount ?? 0,
  totalAmount: o.total_amount,
  refundedAmount: o.refunded_amount ?? 0,
  currency: o.currency,
  invoiceNumber: o.invoice_number ?? null,
  metadata: o.metadata ?? {},
  ...stamps(o),
});

export const orderItemRow = (orderId: string, i: OrderItemJson) => ({
  id: i.id,
  orderId,
  label: i.label,
  amount: i.amount,
  taxAmount: i.tax_amount ?? 0,
  productPriceId: i.product_price_id ?? null,
});

export const grantRow = (g: GrantJson) => ({
  id: g.id,
  customerId: g.customer_id,
  benefitId: g.benefit_id,
  subscriptionId: g.subscription_id ?? null,
  orderId: g.order_id ?? null,
  grantedAt: date(g.granted_at),
  revokedAt: date(g.revoked_at),
  properties: g.properties ?? {},
  ...stamps(g),
});

export const refundRow = (r: RefundJson) => ({
  id: r.id,
  orderId: r.order_id,
  subscriptionId: r.subscription_id ?? null,
  customerId: r.customer_id,
  status: r.status,
  reason: r.reason,
  amount: r.amount,
  taxAmount: r.tax_amount ?? 0,
  currency: r.currency,
  revokeBenefits: Boolean(r.revoke_benefits),
  ...stamps(r),
});

export const discountRow = (d: DiscountJson, deleted = false) => ({
  id: d.id,
  name: d.name,
  code: d.code ?? null,
  type: d.type,
  duration: d.duration,
  durationInMonths: d.duration_in_months ?? null,
  amount: d.amount ?? null,
  basisPoints: d.basis_points ?? null,
  deletedAt: deleted ? new Date(d.modified_at ?? d.created_at) : null,
  ...stamps(d),
});

export const meterRow = (m: MeterJson) => ({ id: m.id, name: m.name, ...stamps(m) });
