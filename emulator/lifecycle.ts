import { randomBytes } from "node:crypto";
import { appliesToCycle, discountOff } from "./discounts";
import * as out from "./serialize";
import { Store } from "./store";
import type { Address, Checkout, Customer, Order, Subscription } from "./state";
import type { Deliverer } from "./webhooks/deliver";

/**
 * What happens in Polar when money moves, with the webhooks it sends in the order it sends them
 * (DESIGN.md: subscription, one-time purchase, renewal, cancellation, uncancel, revocation, refund).
 */
export class Lifecycle {
  constructor(
    private readonly store: Store,
    private readonly hooks: Deliverer,
  ) {}

  private get state() {
    return this.store.state;
  }

  private emitState(customer: Customer) {
    this.hooks.emit("customer.state_changed", out.customerState(this.state, customer));
  }

  customerFor(checkout: Checkout, email: string, name: string | null, address: Address | null): Customer {
    const s = this.state;
    const existing =
      (checkout.customer_id && s.customers.find((c) => c.id === checkout.customer_id && !c.deleted_at)) ||
      (checkout.external_customer_id && s.customers.find((c) => c.external_id === checkout.external_customer_id && !c.deleted_at)) ||
      s.customers.find((c) => c.email.toLowerCase() === email.toLowerCase() && !c.deleted_at);
    if (existing) {
      if (address) existing.billing_address = address;
      return existing;
    }
    const at = this.store.iso();
    const customer: Customer = {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      email: email.toLowerCase(),
      name,
      external_id: checkout.external_customer_id,
      metadata: checkout.customer_metadata,
      billing_address: address,
      deleted_at: null,
    };
    s.customers.push(customer);
    this.hooks.emit("customer.created", out.customer(s, customer));
    return customer;
  }

  /** The buyer confirmed: Polar marks the checkout confirmed before the payment goes through. */
  confirmCheckout(checkout: Checkout, customer: Customer) {
    checkout.customer_id = customer.id;
    checkout.status = "confirmed";
    checkout.modified_at = this.store.iso();
    this.hooks.emit("checkout.updated", out.checkout(this.state, checkout));
  }

  /** The payment went through (or none was needed): the checkout succeeds and the purchase comes into being. */
  completeCheckout(checkout: Checkout, customer: Customer) {
    const s = this.state;
    const product = s.products.find((p) => p.id === checkout.product_id)!;
    const at = this.store.iso();

    let subscription: Subscription | null = null;
    if (product.recurring_interval) {
      const end = addInterval(this.store.now(), product.recurring_interval);
      subscription = {
        id: Store.id(),
        created_at: at,
        modified_at: null,
        status: "incomplete",
        amount: checkout.amount,
        currency: "usd",
        recurring_interval: product.recurring_interval,
        current_period_start: at,
        current_period_end: end.toISOString(),
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
      };
      s.subscriptions.push(subscription);
      this.hooks.emit("subscription.created", out.subscription(s, subscription));
      subscription.status = "active";
      subscription.modified_at = at;
      this.hooks.emit("subscription.active", out.subscription(s, subscription));
      this.hooks.emit("subscription.updated", out.subscription(s, subscription));
      checkout.subscription_id = subscription.id;
    }

    const discount = checkout.discount_id ? s.discounts.find((d) => d.id === checkout.discount_id) : undefined;
    if (discount) discount.redemptions_count += 1;
    const order = this.createOrder(customer.id, product.id, checkout.product_price_id, checkout.amount, subscription ? "subscription_create" : "purchase", {
      subscriptionId: subscription?.id ?? null,
      checkoutId: checkout.id,
      metadata: checkout.metadata,
      address: customer.billing_address,
      name: customer.name,
      discountId: discount?.id ?? null,
      discountAmount: discountOff(discount, checkout.amount),
    });
    this.pay(order);
    checkout.order_id = order.id;
    checkout.status = "succeeded";
    checkout.modified_at = this.store.iso();
    this.hooks.emit("checkout.updated", out.checkout(s, checkout));
    if (subscription) this.emitState(customer);
    this.grantBenefits(customer, product.benefit_ids, { subscriptionId: subscription?.id ?? null, orderId: subscription ? null : order.id });
    this.emitState(customer);
  }

  createOrder(
    customerId: string,
    productId: string,
    priceId: string,
    amount: number,
    reason: Order["billing_reason"],
    extra: { subscriptionId: string | null; checkoutId: string | null; metadata: Order["metadata"]; address: Address | null; name: string | null; discountId?: string | null; discountAmount?: number },
  ): Order {
    const at = this.store.iso();
    const order: Order = {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      status: "pending",
      billing_reason: reason,
      subtotal_amount: amount,
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
    };
    this.state.orders.push(order);
    this.hooks.emit("order.created", out.order(this.state, order));
    return order;
  }

  pay(order: Order) {
    order.status = "paid";
    order.modified_at = this.store.iso();
    this.hooks.emit("order.updated", out.order(this.state, order));
    this.hooks.emit("order.paid", out.order(this.state, order));
  }

  grantBenefits(customer: Customer, benefitIds: string[], source: { subscriptionId: string | null; orderId: string | null }) {
    for (const benefitId of benefitIds) {
      const benefit = this.state.benefits.find((b) => b.id === benefitId);
      if (!benefit || benefit.is_deleted) continue;
      const at = this.store.iso();
      const key = `${String(benefit.properties.prefix ?? "KEY")}-${randomBytes(8).toString("hex").toUpperCase()}`;
      const grant = {
        id: Store.id(),
        created_at: at,
        modified_at: null,
        granted_at: at,
        revoked_at: null,
        customer_id: customer.id,
        benefit_id: benefit.id,
        subscription_id: source.subscriptionId,
        order_id: source.orderId,
        properties:
          benefit.type === "license_keys"
            ? { license_key_id: Store.id(), display_key: `****-${key.slice(-6)}`, user_provided_key: key }
            : benefit.type === "meter_credit"
              ? { last_credited_meter_id: benefit.properties.meter_id, last_credited_units: benefit.properties.units, last_credited_at: at }
              : {},
      };
      this.state.benefit_grants.push(grant);
      this.hooks.emit("benefit_grant.created", out.benefitGrant(this.state, grant));
    }
  }

  revokeBenefits(customer: Customer, match: { subscriptionId?: string; orderId?: string; benefitId?: string }) {
    for (const grant of this.state.benefit_grants) {
      if (grant.customer_id !== customer.id || grant.revoked_at) continue;
      if (match.benefitId && grant.benefit_id !== match.benefitId) continue;
      if (match.subscriptionId && grant.subscription_id !== match.subscriptionId) continue;
      if (match.orderId && grant.order_id !== match.orderId) continue;
      grant.revoked_at = this.store.iso();
      grant.modified_at = grant.revoked_at;
      this.hooks.emit("benefit_grant.revoked", out.benefitGrant(this.state, grant));
    }
  }

  private customerOf(subscription: Subscription) {
    return this.state.customers.find((c) => c.id === subscription.customer_id)!;
  }

  /** A new period: the subscription moves on and a renewal order is created and paid (or fails). */
  renew(subscription: Subscription, paymentFails = false) {
    const s = this.state;
    const start = new Date(subscription.current_period_end);
    subscription.current_period_start = start.toISOString();
    subscription.current_period_end = addInterval(start, subscription.recurring_interval).toISOString();
    subscription.modified_at = this.store.iso();
    this.hooks.emit("subscription.updated", out.subscription(s, subscription));
    const customer = this.customerOf(subscription);
    const discount = subscription.discount_id ? s.discounts.find((d) => d.id === subscription.discount_id) : undefined;
    const months = monthsBetween(new Date(subscription.started_at), start);
    const applies = discount && appliesToCycle(discount, months);
    const order = this.createOrder(customer.id, subscription.product_id, subscription.price_id, subscription.amount, "subscription_cycle", {
      subscriptionId: subscription.id,
      checkoutId: null,
      metadata: subscription.metadata,
      address: customer.billing_address,
      name: customer.name,
      discountId: applies ? discount.id : null,
      discountAmount: applies ? discountOff(discount, subscription.amount) : 0,
    });
    if (paymentFails) {
      subscription.status = "past_due";
      subscription.past_due_at = this.store.iso();
      this.hooks.emit("subscription.updated", out.subscription(s, subscription));
      this.hooks.emit("subscription.past_due", out.subscription(s, subscription));
      this.emitState(customer);
      return order;
    }
    this.pay(order);
    this.cycleGrants(subscription);
    return order;
  }

  /** A new period renews what the subscription grants (meter credits start over): benefit_grant.cycled. */
  private cycleGrants(subscription: Subscription) {
    for (const grant of this.state.benefit_grants) {
      if (grant.subscription_id !== subscription.id || grant.revoked_at) continue;
      grant.modified_at = this.store.iso();
      this.hooks.emit("benefit_grant.cycled", out.benefitGrant(this.state, grant));
    }
  }

  /** A benefit's settings changed: every live grant of it is updated (benefit_grant.updated). */
  benefitChanged(benefitId: string) {
    for (const grant of this.state.benefit_grants) {
      if (grant.benefit_id !== benefitId || grant.revoked_at) continue;
      grant.modified_at = this.store.iso();
      this.hooks.emit("benefit_grant.updated", out.benefitGrant(this.state, grant));
    }
  }

  cancelAtPeriodEnd(subscription: Subscription, reason: string | null, comment: string | null) {
    subscription.cancel_at_period_end = true;
    subscription.canceled_at = this.store.iso();
    subscription.ends_at = subscription.current_period_end;
    subscription.customer_cancellation_reason = reason;
    subscription.customer_cancellation_comment = comment;
    subscription.modified_at = subscription.canceled_at;
    this.hooks.emit("subscription.updated", out.subscription(this.state, subscription));
    this.hooks.emit("subscription.canceled", out.subscription(this.state, subscription));
    this.emitState(this.customerOf(subscription));
  }

  uncancel(subscription: Subscription) {
    subscription.cancel_at_period_end = false;
    subscription.canceled_at = null;
    subscription.ends_at = null;
    subscription.customer_cancellation_reason = null;
    subscription.customer_cancellation_comment = null;
    subscription.modified_at = this.store.iso();
    this.hooks.emit("subscription.updated", out.subscription(this.state, subscription));
    this.hooks.emit("subscription.uncanceled", out.subscription(this.state, subscription));
    this.emitState(this.customerOf(subscription));
  }

  /** A plan change: Polar announces the new product and the customer's new state. */
  subscriptionChanged(subscription: Subscription) {
    this.hooks.emit("subscription.updated", out.subscription(this.state, subscription));
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
      this.hooks.emit("subscription.updated", out.subscription(this.state, subscription));
      this.hooks.emit("subscription.canceled", out.subscription(this.state, subscription));
    } else {
      this.hooks.emit("subscription.updated", out.subscription(this.state, subscription));
    }
    this.hooks.emit("subscription.revoked", out.subscription(this.state, subscription));
    const customer = this.customerOf(subscription);
    this.revokeBenefits(customer, { subscriptionId: subscription.id });
    this.emitState(customer);
  }

  /** Moves the clock and lets every period that ended in between run its course. */
  advanceClock(ms: number) {
    this.state.clock_offset_ms += ms;
    const now = this.store.now().getTime();
    for (const subscription of this.state.subscriptions) {
      while (["active", "trialing"].includes(subscription.status) && new Date(subscription.current_period_end).getTime() <= now) {
        if (subscription.cancel_at_period_end) this.revoke(subscription, false);
        else this.renew(subscription);
      }
    }
    for (const checkout of this.state.checkouts) {
      if (checkout.status === "open" && new Date(checkout.expires_at).getTime() <= now) {
        checkout.status = "expired";
        checkout.modified_at = this.store.iso();
        this.hooks.emit("checkout.expired", out.checkout(this.state, checkout));
      }
    }
  }
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
