import { invalidField, notFound } from "./http/errors";
import type { Router } from "./http/router";
import type { Lifecycle } from "./lifecycle";
import { CARD_SUCCEEDS, type registerCheckouts } from "./resources/checkouts";
import type { registerRefunds } from "./resources/refunds";
import { newWebhookSecret } from "./resources/webhooks";
import * as out from "./serialize";
import { Store } from "./store";
import type { Deliverer } from "./webhooks/deliver";

type CheckoutActions = ReturnType<typeof registerCheckouts>;
/** Whether the emulated API is "unreachable" (see POST /__emulator/outage). */
export type Outage = { down: boolean };
export const SCENARIOS = ["purchase", "subscribe", "renew", "cancel", "uncancel", "revoke", "past_due", "refund", "grant", "revoke_grant", "advance"] as const;

/**
 * The emulator's own control API (like Stripe's `trigger`), under /__emulator, guarded by the same token:
 * run a scenario, move the clock, register the app's webhook endpoint, reset, and wait for deliveries.
 */
export function registerControl(
  router: Router,
  store: Store,
  hooks: Deliverer,
  lifecycle: Lifecycle,
  checkouts: CheckoutActions,
  refunds: ReturnType<typeof registerRefunds>,
  token: string,
  outage: Outage,
) {
  const state = () => store.state;
  const guard = (auth: string | undefined) => {
    if (auth !== `Bearer ${token}`) throw Object.assign(new Error("unauthorized"), { unauthorized: true });
  };
  const header = (ctx: { request: { headers: Record<string, string | string[] | undefined> } }) => ctx.request.headers.authorization as string | undefined;
  const latestSubscription = (id?: string) =>
    (id ? state().subscriptions.find((s) => s.id === id) : [...state().subscriptions].reverse().find((s) => s.status !== "canceled")) ?? (() => { throw notFound("No such subscription."); })();

  router.page("POST", "/__emulator/reset", (ctx) => {
    guard(header(ctx));
    const endpoints = state().webhook_endpoints;
    store.reset();
    if (ctx.body?.keep_endpoints !== false) state().webhook_endpoints = endpoints;
    return { status: 200, json: { ok: true } };
  });

  /** Registers (or updates) the endpoint for a URL with every event type and the given secret. */
  router.page("POST", "/__emulator/webhook-endpoint", (ctx) => {
    guard(header(ctx));
    const url = String(ctx.body?.url ?? "");
    if (!/^https?:\/\//.test(url)) throw invalidField(["body", "url"], "A http(s) URL is required.", url);
    const existing = state().webhook_endpoints.find((w) => w.url === url);
    const secret = typeof ctx.body?.secret === "string" ? ctx.body.secret : existing?.secret ?? newWebhookSecret();
    const events = Array.isArray(ctx.body?.events) ? ctx.body.events : ALL_EVENTS;
    if (existing) Object.assign(existing, { secret, events, enabled: true, modified_at: store.iso() });
    else state().webhook_endpoints.push({ id: Store.id(), created_at: store.iso(), modified_at: null, url, name: "app", secret, format: "raw", events, enabled: true });
    const endpoint = state().webhook_endpoints.find((w) => w.url === url)!;
    return { status: 200, json: out.webhookEndpoint(state(), endpoint) };
  });

  router.page("POST", "/__emulator/trigger/{scenario}", (ctx) => {
    guard(header(ctx));
    const body = (ctx.body ?? {}) as Record<string, string | number | undefined>;
    switch (ctx.params.scenario) {
      case "purchase":
      case "subscribe": {
        const recurring = ctx.params.scenario === "subscribe";
        const product =
          state().products.find((p) => p.id === body.product_id || p.name === body.product) ??
          state().products.find((p) => !p.is_archived && (p.recurring_interval !== null) === recurring && p.prices.some((x) => x.amount_type === "fixed" && (x.price_amount ?? 0) > 0));
        if (!product) throw invalidField(["body", "product"], "No such product.", body.product);
        const checkout = checkouts.create({
          products: [product.id],
          customer_email: String(body.customer_email ?? "buyer@example.com"),
          customer_name: body.customer_name === undefined ? null : String(body.customer_name),
          external_customer_id: body.external_customer_id === undefined ? null : String(body.external_customer_id),
        });
        checkouts.confirm(checkout, CARD_SUCCEEDS);
        return { status: 200, json: { checkout_id: checkout.id, order_id: checkout.order_id, subscription_id: checkout.subscription_id } };
      }
      case "renew": {
        const order = lifecycle.renew(latestSubscription(body.subscription_id as string | undefined));
        return { status: 200, json: { order_id: order.id } };
      }
      case "past_due": {
        const order = lifecycle.renew(latestSubscription(body.subscription_id as string | undefined), true);
        return { status: 200, json: { order_id: order.id } };
      }
      case "cancel":
        lifecycle.cancelAtPeriodEnd(latestSubscription(body.subscription_id as string | undefined), (body.reason as string) ?? null, (body.comment as string) ?? null);
        return { status: 200, json: { ok: true } };
      case "uncancel":
        lifecycle.uncancel(latestSubscription(body.subscription_id as string | undefined));
        return { status: 200, json: { ok: true } };
      case "revoke":
        lifecycle.revoke(latestSubscription(body.subscription_id as string | undefined), true);
        return { status: 200, json: { ok: true } };
      case "refund": {
        const order = (body.order_id ? state().orders.find((o) => o.id === body.order_id) : [...state().orders].reverse().find((o) => o.status === "paid" || o.status === "partially_refunded")) ?? (() => { throw notFound("No such order."); })();
        const left = order.subtotal_amount - order.discount_amount - order.refunded_amount;
        const created = refunds.refund({ order_id: order.id, reason: "customer_request", amount: body.amount === undefined ? left : Number(body.amount), revoke_benefits: String(body.revoke_benefits) === "true" });
        return { status: 201, json: out.refund(state(), created) };
      }
      case "grant":
      case "revoke_grant": {
        const customer = state().customers.find((c) => !c.deleted_at && (c.email === String(body.customer_email ?? "").toLowerCase() || c.external_id === body.external_customer_id)) ?? (() => { throw notFound("No such customer."); })();
        const benefit = state().benefits.find((b) => !b.is_deleted && (b.id === body.benefit_id || b.description === body.benefit || b.type === body.benefit)) ?? (() => { throw notFound("No such benefit."); })();
        if (ctx.params.scenario === "grant") lifecycle.grantBenefits(customer, [benefit.id], { subscriptionId: null, orderId: null });
        else lifecycle.revokeBenefits(customer, { benefitId: benefit.id });
        hooks.emit("customer.state_changed", out.customerState(state(), customer));
        return { status: 200, json: { ok: true } };
      }
      case "advance": {
        const days = Number(body.days ?? 0);
        if (!Number.isFinite(days) || days <= 0 || days > 3650) throw invalidField(["body", "days"], "days must be between 0 and 3650.", body.days);
        lifecycle.advanceClock(days * 86_400_000);
        return { status: 200, json: { now: store.iso() } };
      }
      default:
        throw notFound(`Unknown scenario; one of: ${SCENARIOS.join(", ")}.`);
    }
  });

  /** Resolves once every queued delivery has been attempted: lets tests and scripts wait for the app. */
  /** {down: true}: the API stops answering (connections are dropped), as when Polar cannot be reached. */
  router.page("POST", "/__emulator/outage", (ctx) => {
    guard(header(ctx));
    if (typeof ctx.body?.down !== "boolean") throw invalidField(["body", "down"], "A boolean is required.", ctx.body?.down);
    outage.down = ctx.body.down;
    return { status: 200, json: { down: outage.down } };
  });

  router.page("POST", "/__emulator/flush", async (ctx) => {
    guard(header(ctx));
    await hooks.whenIdle();
    return { status: 200, json: { ok: true } };
  });
}

/** The event types an app endpoint is registered for by default: all of spec section 4's. */
export const ALL_EVENTS = [
  "checkout.created", "checkout.updated", "checkout.expired",
  "customer.created", "customer.updated", "customer.deleted", "customer.state_changed",
  "order.created", "order.updated", "order.paid", "order.refunded",
  "subscription.created", "subscription.updated", "subscription.active", "subscription.canceled", "subscription.uncanceled", "subscription.revoked", "subscription.past_due",
  "refund.created", "refund.updated",
  "product.created", "product.updated",
  "benefit.created", "benefit.updated",
  "benefit_grant.created", "benefit_grant.updated", "benefit_grant.revoked", "benefit_grant.cycled",
  "checkout.expired", "discount.created", "discount.updated", "discount.deleted",
  "organization.updated",
];
