import { invalidField } from "../http/errors";
import type { Customer, Metadata, Subscription } from "../state";
import { Store } from "../store";
import type { Customers } from "./customers";
import type { Grants } from "./grants";
import { Service, type Core } from "./service";

export type FreeSubscriptionInput = { product_id: string; customer_id?: string; external_customer_id?: string; metadata?: Metadata };

function oneIntervalLater(date: Date, interval: "month" | "year"): Date {
  const next = new Date(date);
  if (interval === "month") next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * A subscription the seller starts through the API, which Polar allows for free recurring products only:
 * active at once, with its benefits granted, and no order and no e-mail.
 */
export class FreeSubscriptions extends Service {
  constructor(
    core: Core,
    private readonly customers: Customers,
    private readonly grants: Grants,
  ) {
    super(core);
  }

  create(input: FreeSubscriptionInput): Subscription {
    const customer: Customer | undefined = input.customer_id
      ? this.customers.live().find((c) => c.id === input.customer_id)
      : this.customers.findByExternal(input.external_customer_id);
    if (!customer) {
      const field = input.customer_id ? "customer_id" : "external_customer_id";
      throw invalidField(["body", field], "Customer does not exist.", input[field]);
    }
    const product = this.store.get("products", input.product_id);
    if (!product || product.is_archived) throw invalidField(["body", "product_id"], "Product does not exist.", input.product_id);
    if (!product.recurring_interval) throw invalidField(["body", "product_id"], "Product is not recurring.", input.product_id);
    const price = product.prices.find(
      (p) => !p.is_archived && (p.amount_type === "free" || (p.amount_type === "fixed" && !p.price_amount)),
    );
    if (!price || product.prices.some((p) => !p.is_archived && p !== price && p.amount_type !== "free")) {
      throw invalidField(["body", "product_id"], "Product is not free.", input.product_id);
    }
    const at = this.store.now();
    const subscription = this.store.add("subscriptions", {
      id: Store.id(),
      created_at: at.toISOString(),
      modified_at: null,
      status: "active",
      amount: 0,
      currency: price.price_currency,
      recurring_interval: product.recurring_interval,
      current_period_start: at.toISOString(),
      current_period_end: oneIntervalLater(at, product.recurring_interval).toISOString(),
      cancel_at_period_end: false,
      canceled_at: null,
      started_at: at.toISOString(),
      ends_at: null,
      ended_at: null,
      past_due_at: null,
      customer_id: customer.id,
      product_id: product.id,
      price_id: price.id,
      discount_id: null,
      checkout_id: null,
      customer_cancellation_reason: null,
      customer_cancellation_comment: null,
      metadata: input.metadata ?? {},
    });
    this.hooks.emit("subscription.created", this.out.subscription(subscription));
    this.hooks.emit("subscription.active", this.out.subscription(subscription));
    this.grants.grant(customer, product.benefit_ids, { subscriptionId: subscription.id, orderId: null });
    this.hooks.emit("customer.state_changed", this.out.customerState(customer));
    return subscription;
  }
}
