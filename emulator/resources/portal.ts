import { alreadyCanceled, found } from "../http/errors";
import type { Context, Router } from "../http/router";
import type { Serializer, Json } from "../serialize";
import type { Services } from "../services";
import { notCanceled } from "../services/lifecycle";
import type { BenefitGrant, Order, Subscription } from "../state";
import type { Store } from "../store";
import { listReply, matches } from "./list";

/** The customer portal API: a customer session token sees and changes only its own customer's records. */
export function registerPortal(router: Router, { store, out, lifecycle }: Services) {
  const state = () => store.state;
  const views = new PortalViews(store, out);
  const me = (ctx: Context) => (ctx.auth.kind === "customer" ? ctx.auth.customerId : "");
  /** A record of the signed-in customer's; another customer's is as good as missing. */
  const mine = <T extends { customer_id: string }>(ctx: Context, row: T | undefined): T => found(row?.customer_id === me(ctx) && row);

  router.api("GET", "/v1/customer-portal/subscriptions/", "customer", (ctx) => {
    const q = ctx.query;
    const rows = state().subscriptions.filter(
      (s) =>
        s.customer_id === me(ctx) &&
        matches(q.product_id, s.product_id) &&
        (q.active === undefined || (s.status === "active") === q.active),
    );
    return listReply(ctx, rows, (s) => views.subscription(s));
  });
  const mySubscription = (ctx: Context) => mine(ctx, store.get("subscriptions", ctx.params.id));
  router.api("GET", "/v1/customer-portal/subscriptions/{id}", "customer", (ctx) => ({
    status: 200,
    json: views.subscription(mySubscription(ctx)),
  }));
  router.api("PATCH", "/v1/customer-portal/subscriptions/{id}", "customer", (ctx) => {
    const s = notCanceled(mySubscription(ctx));
    const body = ctx.body as Json;
    if (typeof body.product_id === "string") lifecycle.changePlan(s, body.product_id);
    else if (body.cancel_at_period_end === true)
      lifecycle.cancelAtPeriodEnd(s, (body.cancellation_reason as string) ?? null, (body.cancellation_comment as string) ?? null);
    else if (body.cancel_at_period_end === false) lifecycle.uncancel(s);
    return { status: 200, json: views.subscription(s) };
  });
  router.api("DELETE", "/v1/customer-portal/subscriptions/{id}", "customer", (ctx) => {
    const s = notCanceled(mySubscription(ctx));
    if (s.cancel_at_period_end) throw alreadyCanceled();
    lifecycle.cancelAtPeriodEnd(s, null, null);
    return { status: 200, json: views.subscription(s) };
  });

  router.api("GET", "/v1/customer-portal/orders/", "customer", (ctx) => {
    const q = ctx.query;
    const rows = state().orders.filter(
      (o) => o.customer_id === me(ctx) && matches(q.product_id, o.product_id) && matches(q.subscription_id, o.subscription_id),
    );
    return listReply(ctx, rows, (o) => views.order(o));
  });
  router.api("GET", "/v1/customer-portal/orders/{id}", "customer", (ctx) => ({
    status: 200,
    json: views.order(mine(ctx, store.get("orders", ctx.params.id))),
  }));

  router.api("GET", "/v1/customer-portal/meters/", "customer", (ctx) => {
    const customer = store.get("customers", me(ctx))!;
    const meters = (out.customerState(customer).active_meters as Json[]).filter((m) => matches(ctx.query.meter_id, m.meter_id));
    return listReply(ctx, meters, (m) => ({ ...m, customer_id: customer.id, meter: views.meterBrief(m.meter_id as string) }));
  });

  router.api("GET", "/v1/customer-portal/benefit-grants/", "customer", (ctx) => {
    const q = ctx.query;
    const rows = state().benefit_grants.filter((g) => {
      const benefit = store.get("benefits", g.benefit_id);
      return (
        g.customer_id === me(ctx) &&
        matches(q.type, benefit?.type) &&
        matches(q.benefit_id, g.benefit_id) &&
        matches(q.order_id, g.order_id) &&
        matches(q.subscription_id, g.subscription_id)
      );
    });
    return listReply(ctx, rows, (g) => views.benefitGrant(g));
  });
  router.api("GET", "/v1/customer-portal/benefit-grants/{id}", "customer", (ctx) => ({
    status: 200,
    json: views.benefitGrant(mine(ctx, store.get("benefit_grants", ctx.params.id))),
  }));
}

/** What the customer portal API answers: the seller's shapes less what only the seller sees. */
export class PortalViews {
  constructor(
    private readonly store: Store,
    private readonly out: Serializer,
  ) {}

  private organization(): Json {
    return { ...this.out.sellerSummary(), customer_portal_settings: this.out.organization().customer_portal_settings };
  }

  private product(productId: string): Json | null {
    const p = this.store.get("products", productId);
    return p ? { ...this.out.productPublic(p), organization: this.organization() } : null;
  }

  meterBrief(meterId: string): Json {
    const meter = this.store.get("meters", meterId)!;
    return { created_at: meter.created_at, modified_at: meter.modified_at, id: meter.id, name: meter.name };
  }

  subscription(s: Subscription): Json {
    const meters = this.out.subscriptionMeters(s, false).map((m) => ({ ...m, meter: this.meterBrief(m.meter_id as string) }));
    const p = this.store.get("products", s.product_id)!;
    return {
      ...this.out.subscriptionCore(s),
      product: this.product(s.product_id),
      prices: p.prices.map((x) => this.out.price(x)),
      meters,
      pending_update: null,
    };
  }

  order(o: Order): Json {
    const {
      customer: _c,
      discount: _d,
      metadata: _m,
      custom_field_data: _f,
      platform_fee_amount: _p,
      platform_fee_currency: _pc,
      ...rest
    } = this.out.order(o);
    return { ...rest, product: o.product_id ? this.product(o.product_id) : null };
  }

  benefitGrant(g: BenefitGrant): Json {
    const b = this.store.get("benefits", g.benefit_id)!;
    const c = this.store.get("customers", g.customer_id)!;
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
      benefit: { ...this.out.benefitPublic(b), metadata: b.metadata, organization: this.out.sellerSummary(), properties },
      properties: b.type === "downloadables" ? { files: [] } : g.properties,
    };
  }
}
