import { appliesToCycle, discountOff } from "../discounts";
import { alreadyCanceled, conflict, invalidField } from "../http/errors";
import type { Address, Checkout, Customer, Metadata, Order, Refund, Subscription } from "../state";
import { Store } from "../store";
import { defaultPrice, type Catalogue } from "./catalogue";
import type { Customers } from "./customers";
import type { Grants } from "./grants";
import { Service, type Core } from "./service";
import type { Seats } from "./seats";
import { meteredAmount, meterUsage, type Usage } from "./usage";

/** Polar's dunning: a failed renewal payment is retried 2, 7, 14 and 21 days later, then the subscription ends unpaid. */
export const DUNNING_RETRY_DAYS = [2, 5, 7, 7];
const DAY_MS = 86_400_000;

type OrderExtra = {
  subscriptionId: string | null;
  checkoutId: string | null;
  metadata: Metadata;
  address: Address | null;
  name: string | null;
  discountId?: string | null;
  discountAmount?: number;
  /** Created paid (a checkout's payment went through before the order existed), else pending until paid. */
  paid?: boolean;
  extraItems?: Order["extra_items"];
};
export type RefundInput = { order_id: string; reason: string; amount: number; revoke_benefits?: boolean; metadata?: Metadata };

/**
 * What happens in Polar when money moves, with the webhooks it sends in the order it sends them: a
 * subscription or a one-time purchase, a renewal (paid or past due), a cancellation and its undoing, a plan
 * change, a revocation and a refund. The app's mirror is built from exactly this sequence.
 */
export class Lifecycle extends Service {
  constructor(
    core: Core,
    private readonly catalogue: Catalogue,
    private readonly customers: Customers,
    private readonly grants: Grants,
    private readonly usage: Usage,
    private readonly seats: Seats,
  ) {
    super(core);
  }

  private get state() {
    return this.store.state;
  }

  private emitState(customer: Customer) {
    this.hooks.emit("customer.state_changed", this.out.customerState(customer));
  }

  private emitSubscription(subscription: Subscription, ...types: string[]) {
    for (const type of types) this.hooks.emit(type, this.out.subscription(subscription));
  }

  /** The buyer of a checkout: the customer it names, else the one with its external id or e-mail, else a new one. */
  customerFor(checkout: Checkout, email: string, name: string | null, address: Address | null): Customer {
    const named = this.store.get("customers", checkout.customer_id);
    const existing =
      (named && !named.deleted_at ? named : undefined) ??
      this.customers.findByExternal(checkout.external_customer_id) ??
      this.customers.findByEmail(email);
    if (existing) {
      if (address) existing.billing_address = address;
      return existing;
    }
    return this.customers.create(
      { email, name, external_id: checkout.external_customer_id, metadata: checkout.customer_metadata, billing_address: address },
      false,
    );
  }

  /** The buyer confirmed: Polar marks the checkout confirmed before the payment goes through. */
  confirmCheckout(checkout: Checkout, customer: Customer) {
    checkout.customer_id = customer.id;
    checkout.status = "confirmed";
    checkout.modified_at = this.store.iso();
    this.hooks.emit("checkout.updated", this.out.checkout(checkout));
  }

  /** The payment went through (or none was needed): the checkout succeeds and the purchase comes into being. */
  completeCheckout(checkout: Checkout, customer: Customer) {
    const product = this.store.get("products", checkout.product_id)!;
    const at = this.store.iso();

    let subscription: Subscription | null = null;
    if (product.recurring_interval) {
      subscription = this.store.add("subscriptions", {
        id: Store.id(),
        created_at: at,
        modified_at: null,
        status: "active",
        amount: checkout.amount,
        currency: "usd",
        recurring_interval: product.recurring_interval,
        current_period_start: at,
        current_period_end: addInterval(this.store.now(), product.recurring_interval).toISOString(),
        cancel_at_period_end: false,
        canceled_at: null,
        started_at: at,
        ends_at: null,
        ended_at: null,
        past_due_at: null,
        customer_id: customer.id,
        product_id: product.id,
        price_id: checkout.product_price_id,
        discount_id: checkout.discount_id,
        checkout_id: checkout.id,
        customer_cancellation_reason: null,
        customer_cancellation_comment: null,
        metadata: checkout.metadata,
        seats: checkout.seats ?? null,
      });
      this.emitSubscription(subscription, "subscription.created", "subscription.active", "subscription.updated");
      checkout.subscription_id = subscription.id;
    }

    const discount = this.store.get("discounts", checkout.discount_id);
    if (discount) discount.redemptions_count += 1;
    const order = this.createOrder(
      customer.id,
      product.id,
      checkout.product_price_id,
      checkout.amount,
      subscription ? "subscription_create" : "purchase",
      {
        subscriptionId: subscription?.id ?? null,
        checkoutId: checkout.id,
        metadata: checkout.metadata,
        address: customer.billing_address,
        name: customer.name,
        discountId: discount?.id ?? null,
        discountAmount: discountOff(discount, checkout.amount),
        paid: true,
      },
    );
    checkout.order_id = order.id;
    checkout.status = "succeeded";
    checkout.modified_at = this.store.iso();
    this.hooks.emit("checkout.updated", this.out.checkout(checkout));
    if (subscription) this.emitState(customer);
    this.grants.grant(customer, product.benefit_ids, { subscriptionId: subscription?.id ?? null, orderId: subscription ? null : order.id });
    this.emitState(customer);
  }

  private createOrder(
    customerId: string,
    productId: string,
    priceId: string,
    amount: number,
    reason: Order["billing_reason"],
    extra: OrderExtra,
  ): Order {
    const extraItems = extra.extraItems ?? [];
    const order = this.store.add("orders", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      status: extra.paid ? "paid" : "pending",
      billing_reason: reason,
      subtotal_amount: amount + extraItems.reduce((sum, item) => sum + item.amount, 0),
      discount_amount: extra.discountAmount ?? 0,
      tax_amount: 0,
      refunded_amount: 0,
      refunded_tax_amount: 0,
      currency: "usd",
      customer_id: customerId,
      product_id: productId,
      product_price_id: priceId,
      discount_id: extra.discountId ?? null,
      subscription_id: extra.subscriptionId,
      checkout_id: extra.checkoutId,
      billing_name: extra.name,
      billing_address: extra.address,
      invoice_number: `DEMO-${String(this.state.orders.length + 1).padStart(4, "0")}`,
      metadata: extra.metadata,
      ...(extraItems.length ? { extra_items: extraItems } : {}),
    });
    this.hooks.emit("order.created", this.out.order(order));
    // An order created paid (a checkout's) is announced as Polar does: order.updated as if it had gone from
    // pending to paid, then order.paid (polar/order/service.py, _on_order_created, since June 2025).
    if (extra.paid) for (const type of ["order.updated", "order.paid"]) this.hooks.emit(type, this.out.order(order));
    return order;
  }

  private pay(order: Order) {
    order.status = "paid";
    order.next_payment_attempt_at = null;
    order.modified_at = this.store.iso();
    this.hooks.emit("order.updated", this.out.order(order));
    this.hooks.emit("order.paid", this.out.order(order));
  }

  private customerOf(subscription: Subscription): Customer {
    return this.store.get("customers", subscription.customer_id)!;
  }

  /**
   * A new period, in Polar's order: subscription.cycled (the new period, before any order exists) and
   * subscription.updated; the ended period is invoiced (the price, plus each metered price's usage beyond
   * its credits, up to its cap) as a pending order; the meters start a new window; then the payment either
   * goes through (order.updated, order.paid, benefit_grant.cycled) or fails (past due, see pastDue).
   */
  renew(subscription: Subscription, paymentFails = subscription.payment_fails === true): Order {
    const start = new Date(subscription.current_period_end);
    subscription.current_period_start = start.toISOString();
    subscription.current_period_end = addInterval(start, subscription.recurring_interval).toISOString();
    subscription.modified_at = this.store.iso();
    this.emitSubscription(subscription, "subscription.cycled", "subscription.updated");
    const order = this.invoicePeriod(subscription, start);
    this.cycleMeters(subscription);
    if (paymentFails) {
      subscription.payment_fails = true;
      this.pastDue(subscription, order);
      return order;
    }
    this.pay(order);
    this.grants.cycle(subscription);
    this.emitState(this.customerOf(subscription));
    return order;
  }

  /** The order for a period that ended at `end`: the subscription's price and its metered usage. */
  private invoicePeriod(subscription: Subscription, end: Date): Order {
    const customer = this.customerOf(subscription);
    const discount = this.store.get("discounts", subscription.discount_id);
    const applies = discount && appliesToCycle(discount, monthsBetween(new Date(subscription.started_at), end));
    const extraItems = this.usage.meteredPrices(subscription).map((price) => {
      const meter = this.store.get("meters", price.meter_id);
      const usage = meterUsage(this.store, customer.id, price.meter_id!);
      return {
        label: `${meter?.name ?? "Usage"}: ${usage.consumed} units`,
        amount: meteredAmount(usage, price.unit_amount, price.cap_amount),
        product_price_id: price.id,
      };
    });
    return this.createOrder(customer.id, subscription.product_id, subscription.price_id, subscription.amount, "subscription_cycle", {
      subscriptionId: subscription.id,
      checkoutId: null,
      metadata: subscription.metadata,
      address: customer.billing_address,
      name: customer.name,
      discountId: applies ? discount.id : null,
      discountAmount: applies ? discountOff(discount, subscription.amount) : 0,
      extraItems,
    });
  }

  /** Every meter the subscription bills or credits starts a new window (rollover credits carried over). */
  private cycleMeters(subscription: Subscription) {
    const meterIds = new Set([
      ...this.usage.meteredPrices(subscription).map((p) => p.meter_id!),
      ...this.grants.creditedMeters(subscription),
    ]);
    for (const meterId of meterIds) this.usage.reset(subscription.customer_id, meterId);
  }

  /**
   * The renewal payment failed: the subscription is past due (subscription.updated, subscription.past_due),
   * its benefits are revoked (the organization's grace period is 0) and the payment is retried on Polar's
   * dunning schedule.
   */
  private pastDue(subscription: Subscription, order: Order) {
    subscription.status = "past_due";
    subscription.past_due_at = this.store.iso();
    subscription.modified_at = subscription.past_due_at;
    order.payment_retries = 0;
    order.next_payment_attempt_at = new Date(this.store.now().getTime() + DUNNING_RETRY_DAYS[0] * DAY_MS).toISOString();
    this.emitSubscription(subscription, "subscription.updated", "subscription.past_due");
    const customer = this.customerOf(subscription);
    this.grants.revoke(customer, { subscriptionId: subscription.id });
    this.emitState(customer);
  }

  /** The unpaid order of a past-due subscription. */
  private dueOrder(subscription: Subscription): Order | undefined {
    return this.state.orders.findLast((o) => o.subscription_id === subscription.id && o.status === "pending");
  }

  /**
   * A retry of a past-due subscription's payment (dunning, or the customer's new card): paid, the subscription
   * is active again with its benefits; declined, the next retry is scheduled (order.updated), and after the
   * last one the subscription ends unpaid (subscription.updated, subscription.revoked).
   */
  retryPayment(subscription: Subscription) {
    const order = this.dueOrder(subscription);
    if (subscription.status !== "past_due" || !order) throw conflict("NotPastDue", "This subscription has no payment to retry.");
    const customer = this.customerOf(subscription);
    if (!subscription.payment_fails) {
      this.pay(order);
      subscription.status = "active";
      subscription.past_due_at = null;
      subscription.modified_at = this.store.iso();
      this.emitSubscription(subscription, "subscription.updated", "subscription.active");
      const product = this.store.get("products", subscription.product_id);
      this.grants.grant(customer, product?.benefit_ids ?? [], { subscriptionId: subscription.id, orderId: null });
      this.emitState(customer);
      return;
    }
    order.payment_retries = (order.payment_retries ?? 0) + 1;
    order.modified_at = this.store.iso();
    const next = DUNNING_RETRY_DAYS[order.payment_retries];
    if (next !== undefined) {
      order.next_payment_attempt_at = new Date(this.store.now().getTime() + next * DAY_MS).toISOString();
      this.hooks.emit("order.updated", this.out.order(order));
      return;
    }
    order.next_payment_attempt_at = null;
    this.hooks.emit("order.updated", this.out.order(order));
    const at = this.store.iso();
    Object.assign(subscription, { status: "unpaid", ended_at: at, ends_at: at, modified_at: at });
    this.emitSubscription(subscription, "subscription.updated", "subscription.revoked");
    this.seats.subscriptionEnded(subscription);
    this.emitState(customer);
  }

  /** The customer updated their card: the payment is retried at once and goes through from now on. */
  updatePaymentMethod(subscription: Subscription) {
    subscription.payment_fails = false;
    if (subscription.status === "past_due") this.retryPayment(subscription);
  }

  /**
   * Pauses at the end of the period (or takes a scheduled pause back): subscription.updated now; at the
   * period's end the subscription is paused (see pauseNow), optionally until resumes_at.
   */
  schedulePause(subscription: Subscription, pause: boolean, resumesAt: string | null) {
    if (subscription.cancel_at_period_end) throw alreadyCanceled();
    if (subscription.status !== "active") throw conflict("InactiveSubscription", "This subscription is not active.");
    if (pause && resumesAt && new Date(resumesAt).getTime() <= new Date(subscription.current_period_end).getTime())
      throw invalidField(["body", "resumes_at"], "Must be after the current period end.", resumesAt);
    subscription.pause_at_period_end = pause;
    subscription.resumes_at = pause ? resumesAt : null;
    subscription.modified_at = this.store.iso();
    this.emitSubscription(subscription, "subscription.updated");
  }

  /** The period ended with a pause scheduled: no order, the customer loses access until it resumes. */
  private pauseNow(subscription: Subscription) {
    const at = this.store.iso();
    Object.assign(subscription, { status: "paused", paused_at: at, pause_at_period_end: false, modified_at: at });
    this.emitSubscription(subscription, "subscription.updated", "subscription.paused");
    const customer = this.customerOf(subscription);
    this.grants.revoke(customer, { subscriptionId: subscription.id });
    this.emitState(customer);
  }

  /** A paused subscription resumes: a new period starts now and is charged at once; access comes back. */
  resume(subscription: Subscription) {
    if (subscription.status !== "paused") throw invalidField(["body", "resume"], "The subscription is not paused.", true);
    const now = this.store.now();
    Object.assign(subscription, {
      status: "active",
      paused_at: null,
      resumes_at: null,
      current_period_start: now.toISOString(),
      current_period_end: addInterval(now, subscription.recurring_interval).toISOString(),
      modified_at: now.toISOString(),
    });
    this.emitSubscription(subscription, "subscription.updated", "subscription.resumed");
    const order = this.invoicePeriod(subscription, now);
    this.cycleMeters(subscription);
    this.pay(order);
    const customer = this.customerOf(subscription);
    const product = this.store.get("products", subscription.product_id);
    this.grants.grant(customer, product?.benefit_ids ?? [], { subscriptionId: subscription.id, orderId: null });
    this.emitState(customer);
  }

  cancelAtPeriodEnd(subscription: Subscription, reason: string | null, comment: string | null) {
    subscription.cancel_at_period_end = true;
    subscription.canceled_at = this.store.iso();
    subscription.ends_at = subscription.current_period_end;
    subscription.customer_cancellation_reason = reason;
    subscription.customer_cancellation_comment = comment;
    subscription.modified_at = subscription.canceled_at;
    this.emitSubscription(subscription, "subscription.updated", "subscription.canceled");
    this.emitState(this.customerOf(subscription));
  }

  uncancel(subscription: Subscription) {
    subscription.cancel_at_period_end = false;
    subscription.canceled_at = null;
    subscription.ends_at = null;
    subscription.customer_cancellation_reason = null;
    subscription.customer_cancellation_comment = null;
    subscription.modified_at = this.store.iso();
    this.emitSubscription(subscription, "subscription.updated", "subscription.uncanceled");
    this.emitState(this.customerOf(subscription));
  }

  /** A plan change to another recurring product at its default price: Polar announces it and the new state. */
  changePlan(subscription: Subscription, productId: unknown) {
    const product = this.catalogue.plan(productId);
    const price = defaultPrice(product);
    subscription.product_id = product.id;
    subscription.price_id = price.id;
    subscription.amount = price.price_amount ?? 0;
    subscription.recurring_interval = product.recurring_interval!;
    subscription.modified_at = this.store.iso();
    this.emitSubscription(subscription, "subscription.updated");
    this.emitState(this.customerOf(subscription));
  }

  /** Ends the subscription now, or at the end of a period it was canceled for. */
  revoke(subscription: Subscription, immediately: boolean, reason: string | null = null, comment: string | null = null) {
    const at = this.store.iso();
    subscription.status = "canceled";
    subscription.ended_at = at;
    subscription.ends_at = at;
    subscription.modified_at = at;
    if (immediately) {
      subscription.canceled_at = at;
      subscription.customer_cancellation_reason = reason ?? subscription.customer_cancellation_reason;
      subscription.customer_cancellation_comment = comment ?? subscription.customer_cancellation_comment;
      this.emitSubscription(subscription, "subscription.updated", "subscription.canceled");
    } else {
      this.emitSubscription(subscription, "subscription.updated");
    }
    this.emitSubscription(subscription, "subscription.revoked");
    this.seats.subscriptionEnded(subscription);
    const customer = this.customerOf(subscription);
    this.grants.revoke(customer, { subscriptionId: subscription.id });
    this.emitState(customer);
  }

  /**
   * Refunds an order, fully or in part, in Polar's sequence: refund.created, refund.updated when it succeeds,
   * then order.updated and order.refunded; with revoke_benefits also benefit_grant.revoked and the new state.
   */
  refund(input: RefundInput): Refund {
    const order = this.store.get("orders", input.order_id);
    if (!order) throw invalidField(["body", "order_id"], "Order does not exist.", input.order_id);
    if (order.status === "refunded") throw conflict("RefundedAlready", "Order is already fully refunded.");
    if (order.status === "pending") throw invalidField(["body", "order_id"], "Order is not paid.", input.order_id);
    const refundable = refundableAmount(order);
    if (input.amount < 1 || input.amount > refundable)
      throw invalidField(["body", "amount"], `Refund amount must be between 1 and ${refundable}.`, input.amount);

    const refund = this.store.add("refunds", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      metadata: input.metadata ?? {},
      status: "pending",
      reason: input.reason,
      amount: input.amount,
      tax_amount: 0,
      currency: order.currency,
      order_id: order.id,
      subscription_id: order.subscription_id,
      customer_id: order.customer_id,
      revoke_benefits: input.revoke_benefits ?? false,
    });
    this.hooks.emit("refund.created", this.out.refund(refund));
    refund.status = "succeeded";
    refund.modified_at = this.store.iso();
    this.hooks.emit("refund.updated", this.out.refund(refund));

    order.refunded_amount += refund.amount;
    order.status = refundableAmount(order) <= 0 ? "refunded" : "partially_refunded";
    order.modified_at = this.store.iso();
    this.hooks.emit("order.updated", this.out.order(order));
    this.hooks.emit("order.refunded", this.out.order(order));
    if (refund.revoke_benefits) {
      const customer = this.store.get("customers", order.customer_id)!;
      this.grants.revoke(customer, order.subscription_id ? { subscriptionId: order.subscription_id } : { orderId: order.id });
      this.emitState(customer);
    }
    return refund;
  }

  /** Grants or revokes one benefit outside any purchase (the control API's scenarios). */
  grantOne(customer: Customer, benefitId: string, grant: boolean) {
    if (grant) this.grants.grant(customer, [benefitId], { subscriptionId: null, orderId: null });
    else this.grants.revoke(customer, { benefitId });
    this.emitState(customer);
  }

  /**
   * Moves the business clock and lets everything due in between happen in time order, as Polar's scheduler
   * would: periods end (renewal, a scheduled cancellation or pause), dunning retries run, paused subscriptions
   * resume on their date, and open checkouts expire. Webhooks keep the wall clock's signing time.
   */
  advanceClock(ms: number) {
    const target = this.store.now().getTime() + ms;
    // Each step runs with the clock at its own due time, so what it schedules (a renewal's next period,
    // the next dunning retry) and the times it records are those of that moment, not of the target.
    for (let due = this.nextDue(target); due; due = this.nextDue(target)) {
      this.state.clock_offset_ms = Math.max(this.state.clock_offset_ms, due.at - Date.now());
      due.run();
    }
    this.state.clock_offset_ms = target - Date.now();
    const now = this.store.now().getTime();
    for (const checkout of this.state.checkouts) {
      if (checkout.status === "open" && new Date(checkout.expires_at).getTime() <= now) {
        checkout.status = "expired";
        checkout.modified_at = this.store.iso();
        this.hooks.emit("checkout.expired", this.out.checkout(checkout));
      }
    }
  }

  /** The earliest thing due by `now`: when it is due and the step to run, or undefined when nothing is. */
  private nextDue(now: number): { at: number; run: () => void } | undefined {
    let earliest: { at: number; run: () => void } | undefined;
    const consider = (at: string | null | undefined, run: () => void) => {
      const time = at ? new Date(at).getTime() : NaN;
      if (time <= now && (!earliest || time < earliest.at)) earliest = { at: time, run };
    };
    for (const s of this.state.subscriptions) {
      if (s.status === "active" || s.status === "trialing")
        consider(s.current_period_end, () =>
          s.cancel_at_period_end ? this.revoke(s, false) : s.pause_at_period_end ? this.pauseNow(s) : this.renew(s),
        );
      if (s.status === "past_due") consider(this.dueOrder(s)?.next_payment_attempt_at, () => this.retryPayment(s));
      if (s.status === "paused") consider(s.resumes_at, () => this.resume(s));
    }
    return earliest;
  }
}

/** A subscription that has not ended; a change to one that has is refused as Polar refuses it. */
export function notCanceled(subscription: Subscription): Subscription {
  if (subscription.status === "canceled" || subscription.status === "unpaid") throw alreadyCanceled();
  return subscription;
}

/** What is left to refund of an order: what was paid (after its discount) less what was refunded. */
export function refundableAmount(order: Order): number {
  return order.subtotal_amount - order.discount_amount - order.refunded_amount;
}

function addInterval(date: Date, interval: "month" | "year"): Date {
  const next = new Date(date);
  if (interval === "month") next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

function monthsBetween(from: Date, to: Date): number {
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
}
