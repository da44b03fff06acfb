import { found, invalidField, notFound } from "./http/errors";
import type { Router } from "./http/router";
import type { Services } from "./services";
import { CARD_SUCCEEDS } from "./services/checkouts";
import { ok, subscriptionFor, text, type Reply, type TriggerBody } from "./control-support";
import { SEAT_RUNS } from "./control-seats";
import { refundableAmount } from "./services/lifecycle";
import { newWebhookSecret } from "./resources/webhooks";
import { Store } from "./store";

/** Whether the emulated API is "unreachable", or slow by how many milliseconds (see POST /__emulator/outage). */
export type Outage = { down: boolean; delayMs: number };
/** A slow Polar, not a hung one: longer than any client's patience is an outage, which `down` stands for. */
const MAX_DELAY_MS = 30_000;

export const SCENARIOS = [
  "purchase",
  "subscribe",
  "renew",
  "cancel",
  "uncancel",
  "revoke",
  "past_due",
  "update_payment_method",
  "pause",
  "resume",
  "refund",
  "grant",
  "revoke_grant",
  "assign_seat",
  "claim_seat",
  "revoke_seat",
  "add_member",
  "update_member",
  "remove_member",
  "advance",
] as const;
type Scenario = (typeof SCENARIOS)[number];

/**
 * The emulator's own control API (like Stripe's `trigger`), under /__emulator, guarded by the same token:
 * run a scenario, move the clock, register the app's webhook endpoint, reset, and wait for deliveries.
 */
export function registerControl(router: Router, services: Services, outage: Outage) {
  const { store, out, hooks } = services;
  const state = () => store.state;
  const control = (path: string, handler: Parameters<Router["page"]>[2]) =>
    router.page("POST", `/__emulator${path}`, handler, "organization");

  control("/reset", (ctx) => {
    const endpoints = state().webhook_endpoints;
    store.reset();
    if (ctx.body?.keep_endpoints !== false) state().webhook_endpoints = endpoints;
    return { status: 200, json: { ok: true } };
  });

  /** Registers (or updates) the endpoint for a URL with every event type and the given secret. */
  control("/webhook-endpoint", (ctx) => {
    const url = String(ctx.body?.url ?? "");
    if (!/^https?:\/\//.test(url)) throw invalidField(["body", "url"], "A http(s) URL is required.", url);
    const existing = state().webhook_endpoints.find((w) => w.url === url);
    const secret = typeof ctx.body?.secret === "string" ? ctx.body.secret : (existing?.secret ?? newWebhookSecret());
    const events = Array.isArray(ctx.body?.events) ? ctx.body.events : ALL_EVENTS;
    if (existing) Object.assign(existing, { secret, events, enabled: true, modified_at: store.iso() });
    const endpoint =
      existing ??
      store.add("webhook_endpoints", {
        id: Store.id(),
        created_at: store.iso(),
        modified_at: null,
        url,
        name: "app",
        secret,
        format: "raw",
        events,
        enabled: true,
      });
    return { status: 200, json: out.webhookEndpoint(endpoint) };
  });

  control("/trigger/{scenario}", (ctx) => {
    const scenario = ctx.params.scenario as Scenario;
    if (!SCENARIOS.includes(scenario)) throw notFound(`Unknown scenario; one of: ${SCENARIOS.join(", ")}.`);
    return SCENARIO_RUNS[scenario](services, (ctx.body ?? {}) as TriggerBody, scenario);
  });

  /**
   * {down: true}: the API stops answering (connections are dropped), as when Polar cannot be reached;
   * {down: false, delay_ms}: it answers each call that much later, a slow Polar.
   */
  control("/outage", (ctx) => {
    if (typeof ctx.body?.down !== "boolean") throw invalidField(["body", "down"], "A boolean is required.", ctx.body?.down);
    const delay = ctx.body?.delay_ms ?? 0;
    if (!Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY_MS) {
      throw invalidField(["body", "delay_ms"], `A whole number of milliseconds from 0 to ${MAX_DELAY_MS} is required.`, delay);
    }
    outage.down = ctx.body.down;
    outage.delayMs = delay;
    return { status: 200, json: { down: outage.down, delay_ms: outage.delayMs } };
  });

  /** Resolves once every queued delivery has been attempted: lets tests and scripts wait for the app. */
  control("/flush", async () => {
    await hooks.whenIdle();
    return { status: 200, json: { ok: true } };
  });
}

/** What each scenario does, through the same services as the API, so it sends the same webhooks. */
const SCENARIO_RUNS: Record<Scenario, (services: Services, body: TriggerBody, scenario: Scenario) => Reply> = {
  purchase: buy,
  subscribe: buy,
  renew: (services, body) => ({ status: 200, json: { order_id: services.lifecycle.renew(subscriptionFor(services, body)).id } }),
  past_due: (services, body) => ({ status: 200, json: { order_id: services.lifecycle.renew(subscriptionFor(services, body), true).id } }),
  update_payment_method: (services, body) => {
    const subscription = subscriptionFor(services, body);
    services.lifecycle.updatePaymentMethod(subscription);
    return { status: 200, json: { status: subscription.status } };
  },
  pause: (services, body) => {
    services.lifecycle.schedulePause(subscriptionFor(services, body), true, text(body.resumes_at));
    return ok;
  },
  resume: (services, body) => {
    services.lifecycle.resume(subscriptionFor(services, body));
    return ok;
  },
  cancel: (services, body) => {
    services.lifecycle.cancelAtPeriodEnd(subscriptionFor(services, body), text(body.reason), text(body.comment));
    return ok;
  },
  uncancel: (services, body) => {
    services.lifecycle.uncancel(subscriptionFor(services, body));
    return ok;
  },
  revoke: (services, body) => {
    services.lifecycle.revoke(subscriptionFor(services, body), true);
    return ok;
  },
  refund: ({ store, out, lifecycle }, body) => {
    const id = body.order_id as string | undefined;
    const order = found(
      id ? store.get("orders", id) : store.state.orders.findLast((o) => o.status === "paid" || o.status === "partially_refunded"),
      "No such order.",
    );
    const amount = body.amount === undefined ? refundableAmount(order) : Number(body.amount);
    const refund = lifecycle.refund({
      order_id: order.id,
      reason: "customer_request",
      amount,
      revoke_benefits: String(body.revoke_benefits) === "true",
    });
    return { status: 201, json: out.refund(refund) };
  },
  grant: changeGrant,
  revoke_grant: changeGrant,
  ...SEAT_RUNS,
  advance: ({ store, lifecycle }, body) => {
    const days = Number(body.days ?? 0);
    if (!Number.isFinite(days) || days <= 0 || days > 3650)
      throw invalidField(["body", "days"], "days must be between 0 and 3650.", body.days);
    lifecycle.advanceClock(days * 86_400_000);
    return { status: 200, json: { now: store.iso() } };
  },
};

/** A purchase (one-time) or a subscription, paid with the test card that succeeds. */
function buy({ store, checkouts }: Services, body: TriggerBody, scenario: Scenario): Reply {
  const recurring = scenario === "subscribe";
  const product =
    store.state.products.find((p) => p.id === body.product_id || p.name === body.product) ??
    store.state.products.find(
      (p) =>
        !p.is_archived &&
        (p.recurring_interval !== null) === recurring &&
        p.prices.some((x) => x.amount_type === "fixed" && (x.price_amount ?? 0) > 0),
    );
  if (!product) throw invalidField(["body", "product"], "No such product.", body.product);
  const checkout = checkouts.create({
    products: [product.id],
    customer_email: String(body.customer_email ?? "buyer@example.com"),
    customer_name: text(body.customer_name),
    external_customer_id: text(body.external_customer_id),
  });
  if (body.seats !== undefined) {
    const seats = Number(body.seats);
    if (!recurring || !Number.isInteger(seats) || seats < 1 || seats > 1000)
      throw invalidField(["body", "seats"], "seats must be a whole number from 1 to 1000, for a subscription.", body.seats);
    checkout.seats = seats;
  }
  checkouts.confirm(checkout, CARD_SUCCEEDS);
  return { status: 200, json: { checkout_id: checkout.id, order_id: checkout.order_id, subscription_id: checkout.subscription_id } };
}

/** Grants or revokes one benefit of a customer's, outside any purchase. */
function changeGrant({ store, customers, lifecycle }: Services, body: TriggerBody, scenario: Scenario): Reply {
  const email = String(body.customer_email ?? "").toLowerCase();
  const customer = found(
    customers.live().find((c) => c.email === email || c.external_id === body.external_customer_id),
    "No such customer.",
  );
  const benefit = found(
    store.state.benefits.find(
      (b) => !b.is_deleted && (b.id === body.benefit_id || b.description === body.benefit || b.type === body.benefit),
    ),
    "No such benefit.",
  );
  lifecycle.grantOne(customer, benefit.id, scenario === "grant");
  return ok;
}

/** The event types an app endpoint is registered for by default: every type the emulator sends. */
export const ALL_EVENTS = [
  "checkout.created",
  "checkout.updated",
  "checkout.expired",
  "customer.created",
  "customer.updated",
  "customer.deleted",
  "customer.state_changed",
  "order.created",
  "order.updated",
  "order.paid",
  "order.refunded",
  "subscription.created",
  "subscription.updated",
  "subscription.active",
  "subscription.canceled",
  "subscription.uncanceled",
  "subscription.revoked",
  "subscription.past_due",
  "subscription.cycled",
  "subscription.paused",
  "subscription.resumed",
  "customer_seat.assigned",
  "customer_seat.claimed",
  "customer_seat.revoked",
  "member.created",
  "member.updated",
  "member.deleted",
  "refund.created",
  "refund.updated",
  "product.created",
  "product.updated",
  "benefit.created",
  "benefit.updated",
  "benefit_grant.created",
  "benefit_grant.updated",
  "benefit_grant.revoked",
  "benefit_grant.cycled",
  "discount.created",
  "discount.updated",
  "discount.deleted",
  "organization.updated",
];
