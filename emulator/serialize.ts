import { createHash } from "node:crypto";
import { discountOff } from "./discounts";
import { cardNeeds, isFreePrice } from "./payment-form";
import { meteredAmount, meterUsage } from "./services/usage";
import type {
  Benefit,
  BenefitGrant,
  Checkout,
  CheckoutLink,
  Customer,
  Discount,
  IngestedEvent,
  LicenseKey,
  LicenseKeyActivation,
  Member,
  Meter,
  Order,
  PaymentMethod,
  StoredFile,
  Price,
  Product,
  Refund,
  State,
  Subscription,
  WebhookEndpoint,
} from "./state";
import type { Store } from "./store";

/**
 * Records → Polar's JSON, shape for shape with the 2026-04 OpenAPI document (the contract tests check each).
 * A "free" price is Polar 2026-04's fixed price of 0; the emulator still accepts amount_type "free" on
 * input, as SDK 0.47 sends it. One serializer per emulator: it reads that emulator's store and builds its
 * links on the address that emulator listens on.
 */
export type Json = Record<string, unknown>;

/** Polar's list envelope over an already filtered, sorted list. */
export function listPage<T>(items: T[], pageNumber: number, limit: number, map: (item: T) => Json): Json {
  const start = (pageNumber - 1) * limit;
  return {
    items: items.slice(start, start + limit).map(map),
    pagination: { total_count: items.length, max_page: Math.max(1, Math.ceil(items.length / limit)) },
  };
}

/** Polar gives every customer an avatar address derived from the e-mail (SDK 0.47 requires one). */
function avatarUrl(email: string) {
  return `https://www.gravatar.com/avatar/${createHash("md5").update(email.trim().toLowerCase()).digest("hex")}?d=404`;
}

/** The subscription fields a customer state carries (CustomerStateSubscription). */
const STATE_SUBSCRIPTION_FIELDS = [
  "id",
  "created_at",
  "modified_at",
  "metadata",
  "status",
  "amount",
  "currency",
  "recurring_interval",
  "current_period_start",
  "current_period_end",
  "trial_start",
  "trial_end",
  "cancel_at_period_end",
  "canceled_at",
  "started_at",
  "ends_at",
  "product_id",
  "discount_id",
] as const;

function pick(source: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.map((k) => [k, source[k]]));
}

/** The same id for the same pair of records (a customer's or a subscription's meter). */
const pairId = (owner: string, meterId: string) => `${owner.slice(0, 24)}${meterId.slice(24)}`;

export class Serializer {
  constructor(
    private readonly store: Store,
    /** Where this emulator answers, without a trailing slash. */
    readonly publicUrl: string,
  ) {}

  private get state(): State {
    return this.store.state;
  }

  /** Records of a list by id, in the order of the ids, leaving out any that no longer exist. */
  private all<T>(ids: string[], get: (id: string) => T | undefined): T[] {
    return ids.map(get).filter((row): row is T => row !== undefined);
  }
  organization(): Json {
    const o = this.state.organization;
    return {
      created_at: o.created_at,
      modified_at: o.modified_at,
      id: o.id,
      name: o.name,
      slug: o.slug,
      avatar_url: null,
      proration_behavior: "prorate",
      allow_customer_updates: true,
      email: "seller@example.com",
      website: null,
      socials: [],
      status: "active",
      details_submitted_at: o.created_at,
      onboarding_resubmission_requested_at: null,
      sso_enforced: false,
      default_presentment_currency: "usd",
      default_tax_behavior: "exclusive",
      feature_settings: null,
      subscription_settings: {
        allow_multiple_subscriptions: false,
        proration_behavior: "prorate",
        benefit_revocation_grace_period: 0,
        prevent_trial_abuse: false,
        allow_customer_updates: true,
      },
      // Not in the 2026-04 document any more, but SDK 0.47 still requires it; Polar still sends it.
      notification_settings: { new_order: true, new_subscription: true },
      customer_email_settings: {
        order_confirmation: true,
        payment_method_expiration_reminder: true,
        subscription_cancellation: true,
        subscription_confirmation: true,
        subscription_cycled: true,
        subscription_cycled_after_trial: true,
        subscription_past_due: true,
        subscription_paused: true,
        subscription_resumed: true,
        subscription_renewal_reminder: true,
        subscription_revoked: true,
        subscription_trial_conversion_reminder: true,
        subscription_uncanceled: true,
        subscription_updated: true,
      },
      customer_portal_settings: { usage: { show: true }, subscription: { update_seats: false, update_plan: true } },
      dispute_settings: { auto_accept_below_amount: null },
      embed_hosts: [],
      embed_hosts_enforced: false,
      account_id: null,
      payout_account_id: null,
      capabilities: {
        checkout_payments: true,
        subscription_renewals: true,
        payouts: false,
        refunds: true,
        api_access: true,
        dashboard_access: true,
      },
    };
  }

  /** The selling organization as buyers see it (checkout and customer portal). */
  sellerSummary(): Json {
    const { created_at, modified_at, id, name, slug, avatar_url, proration_behavior, allow_customer_updates } = this.organization();
    return { created_at, modified_at, id, name, slug, avatar_url, proration_behavior, allow_customer_updates };
  }

  private meterRef(meterId: string): Json {
    const meter = this.store.get("meters", meterId);
    return { id: meterId, name: meter?.name ?? "Meter", unit: "scalar", custom_label: null, custom_multiplier: null };
  }

  price(p: Price): Json {
    const base = {
      created_at: p.created_at,
      modified_at: p.modified_at,
      id: p.id,
      source: "catalog",
      price_currency: p.price_currency,
      tax_behavior: null,
      is_archived: p.is_archived,
      product_id: p.product_id,
    };
    switch (p.amount_type) {
      case "free":
        return { ...base, amount_type: "fixed", price_amount: 0 };
      case "fixed":
        return { ...base, amount_type: "fixed", price_amount: p.price_amount ?? 0 };
      case "custom":
        return {
          ...base,
          amount_type: "custom",
          minimum_amount: p.minimum_amount ?? 0,
          maximum_amount: p.maximum_amount ?? null,
          preset_amount: p.preset_amount ?? null,
        };
      case "metered_unit":
        return {
          ...base,
          amount_type: "metered_unit",
          unit_amount: p.unit_amount ?? "0",
          cap_amount: p.cap_amount ?? null,
          meter_id: p.meter_id!,
          meter: this.meterRef(p.meter_id!),
        };
    }
  }

  private prices(p: Product): Json[] {
    return p.prices.map((price) => this.price(price));
  }

  benefit(b: Benefit): Json {
    return {
      id: b.id,
      created_at: b.created_at,
      modified_at: b.modified_at,
      type: b.type,
      description: b.description,
      selectable: true,
      deletable: true,
      is_deleted: b.is_deleted,
      organization_id: this.state.organization.id,
      metadata: b.metadata,
      visibility: "public",
      visibility_configurable: true,
      properties: b.properties,
    };
  }

  benefitPublic(b: Benefit): Json {
    const { metadata: _m, visibility: _v, visibility_configurable: _c, properties: _p, ...rest } = this.benefit(b);
    return rest;
  }

  private benefitsOf(p: Product): Benefit[] {
    return this.all(p.benefit_ids, (id) => this.store.get("benefits", id));
  }

  productBase(p: Product): Json {
    return {
      id: p.id,
      created_at: p.created_at,
      modified_at: p.modified_at,
      trial_interval: null,
      trial_interval_count: null,
      name: p.name,
      description: p.description,
      visibility: p.visibility,
      recurring_interval: p.recurring_interval,
      recurring_interval_count: p.recurring_interval ? 1 : null,
      meter_interval: null,
      meter_interval_count: null,
      is_recurring: p.recurring_interval !== null,
      is_archived: p.is_archived,
      organization_id: this.state.organization.id,
    };
  }

  /** A product named in passing (orders, discounts): its fields and metadata, no prices or benefits. */
  private productBrief(p: Product): Json {
    return { metadata: p.metadata, ...this.productBase(p) };
  }

  product(p: Product): Json {
    return {
      ...this.productBase(p),
      metadata: p.metadata,
      prices: this.prices(p),
      benefits: this.benefitsOf(p).map((b) => this.benefit(b)),
      medias: [],
      attached_custom_fields: [],
    };
  }

  /** A product as buyers see it (checkouts, links, the portal): public benefits, no seller metadata. */
  productPublic(p: Product): Json {
    return { ...this.productBase(p), prices: this.prices(p), benefits: this.benefitsOf(p).map((b) => this.benefitPublic(b)), medias: [] };
  }

  meter(m: Meter): Json {
    return {
      metadata: m.metadata,
      created_at: m.created_at,
      modified_at: m.modified_at,
      id: m.id,
      name: m.name,
      unit: m.unit ?? "scalar",
      custom_label: m.custom_label ?? null,
      custom_multiplier: m.custom_multiplier ?? null,
      filter: m.filter,
      aggregation: m.aggregation,
      organization_id: this.state.organization.id,
      archived_at: m.archived_at ?? null,
    };
  }

  customer(c: Customer): Json {
    return {
      id: c.id,
      created_at: c.created_at,
      modified_at: c.modified_at,
      metadata: c.metadata,
      external_id: c.external_id,
      email: c.email,
      email_verified: false,
      type: "individual",
      name: c.name,
      billing_name: c.billing_name ?? c.name,
      billing_address: c.billing_address,
      tax_id: c.tax_id ?? null,
      locale: null,
      organization_id: this.state.organization.id,
      default_payment_method_id: c.default_payment_method_id ?? null,
      deleted_at: c.deleted_at,
      first_user_event_at: null,
      avatar_url: avatarUrl(c.email),
    };
  }

  checkoutUrl(c: Checkout): string {
    return `${this.publicUrl}/checkout/${c.client_secret}`;
  }

  checkout(c: Checkout): Json {
    const chosen = this.store.get("products", c.product_id)!;
    const chosenPrice = chosen.prices.find((p) => p.id === c.product_price_id)!;
    const free = isFreePrice(chosenPrice);
    const products = this.all(c.product_ids, (id) => this.store.get("products", id));
    const mode = c.require_billing_address ? "required" : "optional";
    const applied = this.store.get("discounts", c.discount_id);
    const off = discountOff(applied, c.amount);
    const card = cardNeeds(chosen, chosenPrice, c.amount - off);
    return {
      id: c.id,
      created_at: c.created_at,
      modified_at: c.modified_at,
      custom_field_data: {},
      payment_processor: "stripe",
      status: c.status,
      client_secret: c.client_secret,
      url: this.checkoutUrl(c),
      expires_at: c.expires_at,
      success_url: c.success_url.replace("{CHECKOUT_ID}", c.id),
      return_url: c.return_url,
      embed_origin: null,
      amount: c.amount,
      discount_amount: off,
      net_amount: c.amount - off,
      tax_amount: 0,
      tax_behavior: "exclusive",
      total_amount: c.amount - off,
      currency: "usd",
      allow_trial: null,
      active_trial_interval: null,
      active_trial_interval_count: null,
      trial_end: null,
      organization_id: this.state.organization.id,
      product_id: c.product_id,
      product_price_id: c.product_price_id,
      discount_id: c.discount_id,
      allow_discount_codes: c.allow_discount_codes,
      require_billing_address: c.require_billing_address,
      is_discount_applicable: !free,
      is_free_product_price: free,
      is_payment_required: card.paymentRequired,
      is_payment_setup_required: card.setupRequired,
      is_payment_form_required: card.formRequired,
      customer_id: c.customer_id,
      is_business_customer: false,
      customer_name: c.customer_name,
      customer_email: c.customer_email,
      customer_ip_address: null,
      customer_billing_name: c.customer_name,
      customer_billing_address: c.customer_billing_address,
      customer_tax_id: null,
      locale: null,
      payment_method_type: null,
      payment_processor_metadata: {},
      billing_address_fields: {
        country: "required",
        state: mode === "required" ? "required" : "disabled",
        city: mode,
        postal_code: mode,
        line1: mode,
        line2: mode === "required" ? "optional" : "disabled",
      },
      trial_interval: null,
      trial_interval_count: null,
      metadata: c.metadata,
      external_customer_id: c.external_customer_id,
      products: products.map((p) => this.productPublic(p)),
      product: this.productPublic(chosen),
      product_price: this.price(chosenPrice),
      prices: Object.fromEntries(products.map((p) => [p.id, this.prices(p)])),
      discount: applied ? this.discountBase(applied, true) : null,
      subscription_id: c.subscription_id,
      attached_custom_fields: [],
      customer_metadata: c.customer_metadata,
    };
  }

  /** The buyer's view of a checkout (client endpoints): no seller metadata, plus the selling organization. */
  checkoutPublic(c: Checkout, customerSessionToken?: string | null): Json {
    const {
      subscription_id: _s,
      external_customer_id: _e,
      trial_interval: _t,
      trial_interval_count: _tc,
      customer_metadata: _cm,
      metadata: _m,
      ...rest
    } = this.checkout(c);
    return {
      ...rest,
      organization: this.sellerSummary(),
      ...(customerSessionToken !== undefined ? { customer_session_token: customerSessionToken } : {}),
    };
  }

  subscriptionCore(s: Subscription): Json {
    return {
      metadata: s.metadata,
      created_at: s.created_at,
      modified_at: s.modified_at,
      id: s.id,
      amount: s.amount,
      currency: s.currency,
      recurring_interval: s.recurring_interval,
      recurring_interval_count: 1,
      status: s.status,
      current_period_start: s.current_period_start,
      current_period_end: s.current_period_end,
      current_meter_period_start: null,
      current_meter_period_end: null,
      trial_start: null,
      trial_end: null,
      cancel_at_period_end: s.cancel_at_period_end,
      canceled_at: s.canceled_at,
      started_at: s.started_at,
      ends_at: s.ends_at,
      ended_at: s.ended_at,
      past_due_at: s.past_due_at,
      pause_at_period_end: s.pause_at_period_end ?? false,
      paused_at: s.paused_at ?? null,
      resumes_at: s.resumes_at ?? null,
      customer_id: s.customer_id,
      product_id: s.product_id,
      discount_id: s.discount_id,
      checkout_id: s.checkout_id,
      seats: s.seats ?? null,
      customer_cancellation_reason: s.customer_cancellation_reason,
      customer_cancellation_comment: s.customer_cancellation_comment,
    };
  }

  subscriptionMeters(s: Subscription, withMeter: boolean): Json[] {
    const p = this.store.get("products", s.product_id);
    return (p?.prices ?? [])
      .filter((pr) => pr.amount_type === "metered_unit" && pr.meter_id)
      .map((pr) => {
        const usage = meterUsage(this.store, s.customer_id, pr.meter_id!);
        const amount = meteredAmount(usage, pr.unit_amount, pr.cap_amount);
        return {
          created_at: s.created_at,
          modified_at: s.modified_at,
          id: pairId(s.id, pr.meter_id!),
          consumed_units: usage.consumed,
          credited_units: usage.credited,
          amount,
          meter_id: pr.meter_id,
          ...(withMeter ? { meter: this.meter(this.store.get("meters", pr.meter_id)!) } : {}),
        };
      });
  }

  subscription(s: Subscription): Json {
    const p = this.store.get("products", s.product_id)!;
    return {
      ...this.subscriptionCore(s),
      custom_field_data: {},
      customer: this.customer(this.store.get("customers", s.customer_id)!),
      product: this.product(p),
      discount: this.embeddedDiscount(s.discount_id),
      prices: this.prices(p),
      meters: this.subscriptionMeters(s, true),
      pending_update: null,
    };
  }

  order(o: Order): Json {
    const p = this.store.get("products", o.product_id);
    const s = this.store.get("subscriptions", o.subscription_id);
    const net = o.subtotal_amount - o.discount_amount;
    const total = net + o.tax_amount;
    return {
      id: o.id,
      created_at: o.created_at,
      modified_at: o.modified_at,
      status: o.status,
      paid: o.status === "paid" || o.status === "refunded" || o.status === "partially_refunded",
      subtotal_amount: o.subtotal_amount,
      discount_amount: o.discount_amount,
      net_amount: net,
      tax_amount: o.tax_amount,
      total_amount: total,
      applied_balance_amount: 0,
      due_amount: o.status === "pending" || o.status === "draft" ? total : 0,
      refunded_amount: o.refunded_amount,
      refunded_tax_amount: o.refunded_tax_amount,
      currency: o.currency,
      billing_reason: o.billing_reason,
      billing_name: o.billing_name,
      billing_address: o.billing_address,
      invoice_number: o.invoice_number,
      is_invoice_generated: o.invoice_generated === true,
      receipt_number: null,
      seats: null,
      customer_id: o.customer_id,
      product_id: o.product_id,
      discount_id: o.discount_id,
      subscription_id: o.subscription_id,
      checkout_id: o.checkout_id,
      next_payment_attempt_at: o.next_payment_attempt_at ?? null,
      metadata: o.metadata,
      custom_field_data: {},
      platform_fee_amount: 0,
      platform_fee_currency: null,
      customer: this.customer(this.store.get("customers", o.customer_id)!),
      product: p ? this.productBrief(p) : null,
      discount: this.embeddedDiscount(o.discount_id),
      subscription: s ? this.subscriptionCore(s) : null,
      items: [
        {
          created_at: o.created_at,
          modified_at: o.modified_at,
          id: o.id,
          label: p?.name ?? "Item",
          amount: o.subtotal_amount - (o.extra_items ?? []).reduce((sum, item) => sum + item.amount, 0),
          tax_amount: o.tax_amount,
          proration: false,
          product_price_id: o.product_price_id,
        },
        ...(o.extra_items ?? []).map((item, index) => ({
          created_at: o.created_at,
          modified_at: o.modified_at,
          id: `${o.id.slice(0, 24)}${String(index + 1).padStart(12, "0")}`,
          label: item.label,
          amount: item.amount,
          tax_amount: 0,
          proration: false,
          product_price_id: item.product_price_id,
        })),
      ],
      description: o.description ?? p?.name ?? "Order",
      refundable_amount: Math.max(0, net - o.refunded_amount),
      refundable_tax_amount: Math.max(0, o.tax_amount - o.refunded_tax_amount),
    };
  }

  benefitGrant(g: BenefitGrant): Json {
    return {
      created_at: g.created_at,
      modified_at: g.modified_at,
      id: g.id,
      granted_at: g.granted_at,
      is_granted: g.granted_at !== null && g.revoked_at === null,
      revoked_at: g.revoked_at,
      is_revoked: g.revoked_at !== null,
      subscription_id: g.subscription_id,
      order_id: g.order_id,
      customer_id: g.customer_id,
      member_id: null,
      benefit_id: g.benefit_id,
      error: null,
      customer: this.customer(this.store.get("customers", g.customer_id)!),
      member: null,
      benefit: this.benefit(this.store.get("benefits", g.benefit_id)!),
      properties: g.properties,
    };
  }

  customerState(c: Customer): Json {
    const subs = this.state.subscriptions.filter((s) => s.customer_id === c.id && (s.status === "active" || s.status === "trialing"));
    const grants = this.state.benefit_grants.filter((g) => g.customer_id === c.id && g.granted_at && !g.revoked_at);
    const benefitOf = (g: BenefitGrant) => this.store.get("benefits", g.benefit_id);
    const meterIds = [
      ...new Set(
        grants
          .map(benefitOf)
          .filter((b) => b?.type === "meter_credit")
          .map((b) => String(b!.properties.meter_id)),
      ),
    ];
    return {
      ...this.customer(c),
      active_subscriptions: subs.map((s) => ({
        ...pick(this.subscriptionCore(s), STATE_SUBSCRIPTION_FIELDS),
        custom_field_data: {},
        meters: this.subscriptionMeters(s, false),
      })),
      granted_benefits: grants.map((g) => {
        const b = benefitOf(g)!;
        return {
          id: g.id,
          created_at: g.created_at,
          modified_at: g.modified_at,
          granted_at: g.granted_at,
          benefit_id: g.benefit_id,
          benefit_type: b.type,
          benefit_metadata: b.metadata,
          properties: g.properties,
        };
      }),
      active_meters: meterIds.map((meterId) => {
        const usage = meterUsage(this.store, c.id, meterId);
        return {
          id: pairId(c.id, meterId),
          created_at: c.created_at,
          modified_at: c.modified_at,
          meter_id: meterId,
          consumed_units: usage.consumed,
          credited_units: usage.credited,
          balance: usage.credited - usage.consumed,
        };
      }),
    };
  }

  /** A customer's usage of one meter, as the customer meters API lists it. */
  customerMeter(c: Customer, m: Meter): Json {
    const usage = meterUsage(this.store, c.id, m.id);
    return {
      id: pairId(c.id, m.id),
      created_at: c.created_at,
      modified_at: c.modified_at,
      customer_id: c.id,
      meter_id: m.id,
      consumed_units: usage.consumed,
      credited_units: usage.credited,
      balance: usage.credited - usage.consumed,
      customer: this.customer(c),
      meter: this.meter(m),
    };
  }

  webhookEndpoint(w: WebhookEndpoint): Json {
    return {
      created_at: w.created_at,
      modified_at: w.modified_at,
      id: w.id,
      url: w.url,
      name: w.name,
      format: w.format,
      secret: w.secret,
      organization_id: this.state.organization.id,
      events: w.events,
      enabled: w.enabled,
    };
  }

  refund(r: Refund): Json {
    return {
      created_at: r.created_at,
      modified_at: r.modified_at,
      id: r.id,
      metadata: r.metadata,
      status: r.status,
      reason: r.reason,
      amount: r.amount,
      tax_amount: r.tax_amount,
      currency: r.currency,
      organization_id: this.state.organization.id,
      order_id: r.order_id,
      subscription_id: r.subscription_id,
      customer_id: r.customer_id,
      revoke_benefits: r.revoke_benefits,
      dispute: null,
    };
  }

  /** A discount without its products: what orders, subscriptions and checkouts embed. */
  private discountBase(d: Discount, forCheckout = false): Json {
    const duration = { duration: d.duration, ...(d.duration === "repeating" ? { duration_in_months: d.duration_in_months } : {}) };
    const shape =
      d.type === "fixed"
        ? { ...duration, type: "fixed", amount: d.amount ?? 0, currency: d.currency, amounts: { [d.currency]: d.amount ?? 0 } }
        : { ...duration, type: "percentage", basis_points: d.basis_points ?? 0 };
    if (forCheckout) return { ...shape, id: d.id, name: d.name, code: d.code };
    return {
      ...shape,
      created_at: d.created_at,
      modified_at: d.modified_at,
      id: d.id,
      metadata: d.metadata,
      name: d.name,
      code: d.code,
      starts_at: d.starts_at,
      ends_at: d.ends_at,
      max_redemptions: d.max_redemptions,
      max_redemptions_per_customer: d.max_redemptions_per_customer,
      redemptions_count: d.redemptions_count,
      organization_id: this.state.organization.id,
    };
  }

  private embeddedDiscount(id: string | null): Json | null {
    const d = this.store.get("discounts", id);
    return d ? this.discountBase(d) : null;
  }

  discount(d: Discount): Json {
    const products = this.all(d.product_ids, (id) => this.store.get("products", id));
    return { ...this.discountBase(d), products: products.map((p) => this.productBrief(p)) };
  }

  checkoutLink(l: CheckoutLink): Json {
    const products = this.all(l.product_ids, (id) => this.store.get("products", id));
    return {
      id: l.id,
      created_at: l.created_at,
      modified_at: l.modified_at,
      trial_interval: null,
      trial_interval_count: null,
      metadata: l.metadata,
      payment_processor: "stripe",
      client_secret: l.client_secret,
      success_url: l.success_url,
      return_url: l.return_url,
      label: l.label,
      allow_discount_codes: l.allow_discount_codes,
      require_billing_address: l.require_billing_address,
      discount_id: l.discount_id,
      seats: null,
      organization_id: this.state.organization.id,
      products: products.map((p) => ({ metadata: p.metadata, ...this.productPublic(p) })),
      discount: this.embeddedDiscount(l.discount_id),
      url: `${this.publicUrl}/links/${l.client_secret}`,
    };
  }

  licenseKey(k: LicenseKey): Json {
    const customer = this.store.get("customers", k.customer_id)!;
    return {
      id: k.id,
      created_at: k.created_at,
      modified_at: k.modified_at,
      organization_id: this.state.organization.id,
      customer_id: k.customer_id,
      customer: this.customer(customer),
      benefit_id: k.benefit_id,
      key: k.key,
      display_key: k.display_key,
      status: k.status,
      limit_activations: k.limit_activations,
      usage: k.usage,
      limit_usage: k.limit_usage,
      validations: k.validations,
      last_validated_at: k.last_validated_at,
      expires_at: k.expires_at,
    };
  }

  licenseKeyActivation(a: LicenseKeyActivation): Json {
    return {
      id: a.id,
      license_key_id: a.license_key_id,
      label: a.label,
      meta: a.meta,
      created_at: a.created_at,
      modified_at: a.modified_at,
    };
  }

  licenseKeyWithActivations(k: LicenseKey, activations: LicenseKeyActivation[]): Json {
    return { ...this.licenseKey(k), activations: activations.map((a) => this.licenseKeyActivation(a)) };
  }

  /** A saved card; `withDefault` adds is_default, as the lists of a customer's cards carry it. */
  paymentMethod(m: PaymentMethod, withDefault: boolean): Json {
    const customer = this.store.get("customers", m.customer_id);
    return {
      id: m.id,
      created_at: m.created_at,
      modified_at: m.modified_at,
      processor: "stripe",
      customer_id: m.customer_id,
      type: "card",
      method_metadata: { brand: m.brand, last4: m.last4, exp_month: m.exp_month, exp_year: m.exp_year, wallet: null },
      ...(withDefault ? { is_default: customer?.default_payment_method_id === m.id } : {}),
    };
  }

  payment(p: { id: string; order: Order; status: string; amount: number; trigger: string }): Json {
    const last4 = this.state.payment_methods.find((m) => m.customer_id === p.order.customer_id)?.last4 ?? "4242";
    return {
      created_at: p.order.created_at,
      modified_at: p.order.modified_at,
      id: p.id,
      processor: "stripe",
      status: p.status,
      amount: p.amount,
      currency: p.order.currency,
      method: "card",
      trigger: p.trigger,
      decline_reason: null,
      decline_message: null,
      organization_id: this.state.organization.id,
      checkout_id: p.order.checkout_id,
      order_id: p.order.id,
      processor_metadata: {},
      method_metadata: { brand: "visa", last4 },
    };
  }

  /** An event the seller ingested (source "user"). */
  event(e: IngestedEvent): Json {
    const customer = this.store.get("customers", e.customer_id);
    return {
      id: e.id,
      timestamp: e.timestamp,
      organization_id: this.state.organization.id,
      customer_id: e.customer_id,
      customer: customer ? this.customer(customer) : null,
      external_customer_id: e.external_customer_id,
      child_count: 0,
      parent_id: null,
      label: this.state.event_types.find((t) => t.name === e.name)?.label ?? e.name,
      name: e.name,
      source: "user",
      metadata: e.metadata,
    };
  }

  /** A file as FileRead has it; `upload` adds the parts to PUT (FileUpload). */
  file(f: StoredFile, withUpload = false): Json {
    const units = ["B", "KB", "MB", "GB"];
    const power = Math.min(units.length - 1, Math.floor(Math.log10(Math.max(1, f.size)) / 3));
    const base = {
      id: f.id,
      organization_id: this.state.organization.id,
      name: f.name,
      path: f.path,
      mime_type: f.mime_type,
      size: f.size,
      storage_version: null,
      checksum_etag: null,
      checksum_sha256_base64: f.checksum_sha256_base64,
      checksum_sha256_hex: f.checksum_sha256_base64 ? Buffer.from(f.checksum_sha256_base64, "base64").toString("hex") : null,
      last_modified_at: f.modified_at,
      version: f.version,
      service: f.service,
      is_uploaded: f.is_uploaded,
      size_readable: `${Number((f.size / 1000 ** power).toFixed(1))} ${units[power]}`,
    };
    if (withUpload) {
      const expires = new Date(Date.now() + 3600_000).toISOString();
      return {
        ...base,
        upload: {
          id: f.upload_id,
          path: f.path,
          parts: f.parts.map((p) => ({
            ...p,
            checksum_sha256_base64: null,
            url: `${this.publicUrl}/__emulator/uploads/${f.id}/${f.upload_id}/${p.number}`,
            expires_at: expires,
            headers: {},
          })),
        },
      };
    }
    const publicUrl = `${this.publicUrl}/__emulator/files/${f.id}`;
    const extra =
      f.service === "downloadable"
        ? { flagged_malicious_at: null }
        : f.service === "support_case_attachment"
          ? {}
          : { public_url: publicUrl };
    return { ...base, created_at: f.created_at, ...extra };
  }

  member(m: Member): Json {
    return {
      id: m.id,
      created_at: m.created_at,
      modified_at: m.modified_at,
      customer_id: m.customer_id,
      email: m.email,
      name: m.name,
      external_id: m.external_id,
      role: m.role,
    };
  }
}
