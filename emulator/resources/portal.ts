import { conflict, invalidField, notFound } from "../http/errors";
import type { Context, Router } from "../http/router";
import type { Lifecycle } from "../lifecycle";
import * as out from "../serialize";
import type { State, Subscription } from "../state";
import type { Store } from "../store";
import { listReply, matches } from "./list";

type Json = Record<string, unknown>;

/** The customer portal API: a customer session token sees and changes only its own customer's records. */
export function registerPortal(router: Router, store: Store, lifecycle: Lifecycle) {
  const state = () => store.state;
  const me = (ctx: Context) => (ctx.auth.kind === "customer" ? ctx.auth.customerId : "");

  router.api("GET", "/v1/customer-portal/subscriptions/", "customer", (ctx) => {
    const q = ctx.query;
    const rows = state().subscriptions.filter((s) => s.customer_id === me(ctx) && matches(q.product_id, s.product_id) && (q.active === undefined || (s.status === "active") === q.active));
    return listReply(ctx, rows, (s) => customerSubscription(state(), s));
  });
  const mySubscription = (ctx: Context) => state().subscriptions.find((s) => s.id === ctx.params.id && s.customer_id === me(ctx)) ?? (() => { throw notFound(); })();
  router.api("GET", "/v1/customer-portal/subscriptions/{id}", "customer", (ctx) => ({ status: 200, json: customerSubscription(state(), mySubscription(ctx)) }));
  router.api("PATCH", "/v1/customer-portal/subscriptions/{id}", "customer", (ctx) => {
    const s = mySubscription(ctx);
    if (s.status === "canceled") throw conflict("AlreadyCanceledSubscription", "This subscription is already canceled.");
    const body = ctx.body as Json;
    if (typeof body.product_id === "string") {
      const product = state().products.find((p) => p.id === body.product_id && !p.is_archived && p.recurring_interval);
      if (!product) throw invalidField(["body", "product_id"], "Product does not exist or is not a subscription.", body.product_id);
      const price = product.prices.find((p) => !p.is_archived && p.amount_type !== "metered_unit") ?? product.prices[0];
      Object.assign(s, { product_id: product.id, price_id: price.id, amount: price.price_amount ?? 0, recurring_interval: product.recurring_interval, modified_at: store.iso() });
      lifecycle.subscriptionChanged(s);
    } else if (body.cancel_at_period_end === true) {
      lifecycle.cancelAtPeriodEnd(s, (body.cancellation_reason as string) ?? null, (body.cancellation_comment as string) ?? null);
    } else if (body.cancel_at_period_end === false) {
      lifecycle.uncancel(s);
    }
    return { status: 200, json: customerSubscription(state(), s) };
  });
  router.api("DELETE", "/v1/customer-portal/subscriptions/{id}", "customer", (ctx) => {
    const s = mySubscription(ctx);
    if (s.status === "canceled" || s.cancel_at_period_end) throw conflict("AlreadyCanceledSubscription", "This subscription is already canceled.");
    lifecycle.cancelAtPeriodEnd(s, null, null);
    return { status: 200, json: customerSubscription(state(), s) };
  });

  router.api("GET", "/v1/customer-portal/orders/", "customer", (ctx) => {
    const q = ctx.query;
    const rows = state().orders.filter((o) => o.customer_id === me(ctx) && matches(q.product_id, o.product_id) && matches(q.subscription_id, o.subscription_id));
    return listReply(ctx, rows, (o) => customerOrder(state(), o.id));
  });
  router.api("GET", "/v1/customer-portal/orders/{id}", "customer", (ctx) => {
    const o = state().orders.find((x) => x.id === ctx.params.id && x.customer_id === me(ctx)) ?? (() => { throw notFound(); })();
    return { status: 200, json: customerOrder(state(), o.id) };
  });

  router.api("GET", "/v1/customer-portal/meters/", "customer", (ctx) => {
    const customer = state().customers.find((c) => c.id === me(ctx))!;
    const meters = (out.customerState(state(), customer).active_meters as Json[]).filter((m) => matches(ctx.query.meter_id, m.meter_id));
    return listReply(ctx, meters, (m) => {
      const meter = state().meters.find((x) => x.id === m.meter_id)!;
      return { ...m, customer_id: customer.id, meter: { created_at: meter.created_at, modified_at: meter.modified_at, id: meter.id, name: meter.name } };
    });
  });

  router.api("GET", "/v1/customer-portal/benefit-grants/", "customer", (ctx) => {
    const q = ctx.query;
    const rows = state().benefit_grants.filter((g) => {
      const benefit = state().benefits.find((b) => b.id === g.benefit_id);
      return g.customer_id === me(ctx) && matches(q.type, benefit?.type) && matches(q.benefit_id, g.benefit_id) && matches(q.order_id, g.order_id) && matches(q.subscription_id, g.subscription_id);
    });
    return listReply(ctx, rows, (g) => customerBenefitGrant(state(), g.id));
  });
  router.api("GET", "/v1/customer-portal/benefit-grants/{id}", "customer", (ctx) => {
    const grant = state().benefit_grants.find((g) => g.id === ctx.params.id && g.customer_id === me(ctx)) ?? (() => { throw notFound(); })();
    return { status: 200, json: customerBenefitGrant(state(), grant.id) };
  });

  // Files are not part of the emulator: a downloadables benefit names file ids that have no file to serve,
  // so the list holds what exists, which is nothing, in Polar's list shape.
  router.api("GET", "/v1/customer-portal/downloadables/", "customer", (ctx) => listReply(ctx, [] as Json[], (d) => d));

  router.api("GET", "/v1/customer-portal/license-keys/", "customer", (ctx) => {
    const customer = state().customers.find((c) => c.id === me(ctx))!;
    const grants = state().benefit_grants.filter((g) => g.customer_id === customer.id && typeof g.properties.license_key_id === "string" && matches(ctx.query.benefit_id, g.benefit_id));
    return listReply(ctx, grants, (g) => {
      const benefit = state().benefits.find((b) => b.id === g.benefit_id)!;
      const activations = benefit.properties.activations as { limit?: number } | null;
      return {
        id: g.properties.license_key_id,
        created_at: g.created_at,
        modified_at: g.modified_at,
        organization_id: state().organization.id,
        customer_id: customer.id,
        customer: out.customer(state(), customer),
        benefit_id: g.benefit_id,
        key: g.properties.user_provided_key,
        display_key: g.properties.display_key,
        status: g.revoked_at ? "revoked" : "granted",
        limit_activations: activations?.limit ?? null,
        usage: 0,
        limit_usage: (benefit.properties.limit_usage as number | null) ?? null,
        validations: 0,
        last_validated_at: null,
        expires_at: null,
      };
    });
  });
}

function customerOrganization(state: State): Json {
  return { ...out.sellerSummary(state), customer_portal_settings: out.organization(state).customer_portal_settings };
}

function customerProduct(state: State, productId: string): Json | null {
  const p = state.products.find((x) => x.id === productId);
  if (!p) return null;
  const benefits = p.benefit_ids.map((id) => state.benefits.find((b) => b.id === id)).filter((b) => b !== undefined);
  return { ...out.productBase(state, p), prices: p.prices.map((x) => out.price(state, x)), benefits: benefits.map((b) => out.benefitPublic(state, b)), medias: [], organization: customerOrganization(state) };
}

function customerSubscription(state: State, s: Subscription): Json {
  const meters = out.subscriptionMeters(state, s, false).map((m) => {
    const meter = state.meters.find((x) => x.id === m.meter_id)!;
    return { ...m, meter: { created_at: meter.created_at, modified_at: meter.modified_at, id: meter.id, name: meter.name } };
  });
  const p = state.products.find((x) => x.id === s.product_id)!;
  return { ...out.subscriptionCore(state, s), product: customerProduct(state, s.product_id), prices: p.prices.map((x) => out.price(state, x)), meters, pending_update: null };
}

function customerOrder(state: State, orderId: string): Json {
  const full = out.order(state, state.orders.find((o) => o.id === orderId)!);
  const { customer: _c, discount: _d, metadata: _m, custom_field_data: _f, platform_fee_amount: _p, platform_fee_currency: _pc, ...rest } = full;
  return { ...rest, product: full.product_id ? customerProduct(state, full.product_id as string) : null };
}

function customerBenefitGrant(state: State, grantId: string): Json {
  const g = state.benefit_grants.find((x) => x.id === grantId)!;
  const b = state.benefits.find((x) => x.id === g.benefit_id)!;
  const c = state.customers.find((x) => x.id === g.customer_id)!;
  const properties = b.type === "downloadables" ? { active_files: (b.properties.files as string[]) ?? [] } : b.properties;
  return {
    created_at: g.created_at,
    modified_at: g.modified_at,
    id: g.id,
    granted_at: g.granted_at,
    revoked_at: g.revoked_at,
    customer_id: g.customer_id,
    member_id: null,
    benefit_id: g.benefit_id,
    subscription_id: g.subscription_id,
    order_id: g.order_id,
    is_granted: g.granted_at !== null && g.revoked_at === null,
    is_revoked: g.revoked_at !== null,
    error: null,
    customer: {
      created_at: c.created_at,
      modified_at: c.modified_at,
      id: c.id,
      email: c.email,
      email_verified: false,
      name: c.name,
      billing_name: c.name,
      billing_address: c.billing_address,
      tax_id: null,
      oauth_accounts: {},
      default_payment_method_id: null,
      type: "individual",
      locale: null,
    },
    // SDK 0.47 still reads the benefit's metadata here; the 2026-04 document no longer lists it.
    benefit: { ...out.benefitPublic(state, b), metadata: b.metadata, organization: out.sellerSummary(state), properties },
    properties: b.type === "downloadables" ? { files: [] } : g.properties,
  };
}
