import { conflict, found, invalidField, notFound, PolarError } from "../http/errors";
import type { Address, Customer, Metadata, Order } from "../state";
import { Store } from "../store";
import { defaultPrice, type Catalogue } from "./catalogue";
import type { Customers } from "./customers";
import type { Grants } from "./grants";
import { rememberCard, TEST_CARD_SUCCEEDS, type Payments } from "./payments";
import { Service, type Core } from "./service";

export type OrderCreateInput = {
  customer_id: string;
  product_id: string;
  currency?: string | null;
  amount?: number | null;
  description?: string | null;
  metadata?: Metadata;
};

/**
 * What a seller does to orders besides reading them: billing details, invoices and receipts, and draft
 * orders charged off-session to the customer's saved card.
 */
export class Orders extends Service {
  constructor(
    core: Core,
    private readonly catalogue: Catalogue,
    private readonly customers: Customers,
    private readonly grants: Grants,
    private readonly payments: Payments,
  ) {
    super(core);
  }

  byId(id: string, customerId?: string): Order {
    const order = this.store.get("orders", id);
    return found(order && (customerId === undefined || order.customer_id === customerId) && order);
  }

  updateBilling(order: Order, input: { billing_name?: string | null; billing_address?: Address | null }): Order {
    if (input.billing_name !== undefined) order.billing_name = input.billing_name;
    if (input.billing_address !== undefined) order.billing_address = input.billing_address;
    order.modified_at = this.store.iso();
    this.hooks.emit("order.updated", this.out.order(order));
    return order;
  }

  private paid(order: Order) {
    return order.status === "paid" || order.status === "refunded" || order.status === "partially_refunded";
  }

  /** Asks for the invoice: only a paid order with a billing name and address has one. */
  generateInvoice(order: Order) {
    if (!this.paid(order)) throw conflict("OrderNotEligibleForInvoice", "Order is not eligible for invoice generation.", 409);
    if (!order.billing_name || !order.billing_address) {
      throw new PolarError(422, {
        error: "MissingInvoiceBillingDetails",
        detail: "Billing name and address are required to generate an invoice.",
      });
    }
    order.invoice_generated = true;
    order.modified_at = this.store.iso();
    this.hooks.emit("order.updated", this.out.order(order));
  }

  /** The invoice's address: the emulator renders a paid order's invoice whenever it is asked for. */
  invoiceUrl(order: Order): string {
    if (!this.paid(order)) throw notFound("Invoice not found.");
    return `${this.out.publicUrl}/invoices/${order.id}`;
  }

  /** The receipt of a paid order (a receipt needs no billing details). */
  receiptUrl(order: Order): string | null {
    return this.paid(order) ? `${this.out.publicUrl}/invoices/${order.id}?receipt=1` : null;
  }

  createDraft(input: OrderCreateInput): Order {
    const customer = this.customers.live().find((c) => c.id === input.customer_id);
    if (!customer) throw invalidField(["body", "customer_id"], "Customer does not exist.", input.customer_id);
    const product = this.store.get("products", input.product_id);
    if (!product || product.is_archived) throw invalidField(["body", "product_id"], "Product does not exist.", input.product_id);
    const price = defaultPrice(product);
    const amount =
      input.amount ?? (price.amount_type === "fixed" ? (price.price_amount ?? 0) : (price.preset_amount ?? price.minimum_amount ?? 0));
    return this.store.add("orders", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      status: "draft",
      billing_reason: "purchase",
      subtotal_amount: amount,
      discount_amount: 0,
      tax_amount: 0,
      refunded_amount: 0,
      refunded_tax_amount: 0,
      currency: input.currency ?? price.price_currency,
      customer_id: customer.id,
      product_id: product.id,
      product_price_id: price.id,
      discount_id: null,
      subscription_id: null,
      checkout_id: null,
      billing_name: customer.name,
      billing_address: customer.billing_address,
      invoice_number: "",
      metadata: input.metadata ?? {},
      description: input.description ?? null,
    });
  }

  /** Charges a draft order to a saved card: paid, numbered and its benefits granted before the answer. */
  finalize(order: Order, paymentMethodId: string | null | undefined): Order {
    if (order.status !== "draft") throw conflict("OrderNotDraft", "Order is not in draft status.", 412);
    const customer: Customer = this.store.get("customers", order.customer_id)!;
    const method = paymentMethodId
      ? this.payments.methods(customer).find((m) => m.id === paymentMethodId)
      : this.payments.defaultMethod(customer);
    if (!method) throw conflict("PaymentFailed", "The customer has no saved payment method to charge.", 402);
    order.status = "paid";
    order.invoice_number = `DEMO-${String(this.store.state.orders.filter((o) => o.invoice_number).length + 1).padStart(4, "0")}`;
    order.modified_at = this.store.iso();
    this.hooks.emit("order.created", this.out.order(order));
    this.hooks.emit("order.paid", this.out.order(order));
    this.grants.grant(customer, this.catalogue.product(order.product_id).benefit_ids, { subscriptionId: null, orderId: order.id });
    this.hooks.emit("customer.state_changed", this.out.customerState(customer));
    return order;
  }

  /**
   * The customer pays an order whose charge failed (a renewal in dunning): with a test card's number as the
   * confirmation token, or a saved card. Paid, the order's subscription is active again.
   */
  retryPayment(order: Order, input: { confirmation_token_id?: string | null; payment_method_id?: string | null }) {
    if (order.status !== "pending") throw conflict("OrderNotEligibleForRetry", "Order is not eligible for payment retry.", 422);
    const customer = this.store.get("customers", order.customer_id)!;
    if (input.payment_method_id) {
      if (!this.payments.methods(customer).some((m) => m.id === input.payment_method_id)) {
        throw invalidField(["body", "payment_method_id"], "Payment method not found.", input.payment_method_id);
      }
    } else {
      const digits = String(input.confirmation_token_id ?? "").replace(/\D/g, "");
      if (digits !== TEST_CARD_SUCCEEDS) return { status: "failed", client_secret: null, error: "Your card was declined." };
      rememberCard(this.store, customer.id, digits);
    }
    order.status = "paid";
    order.modified_at = this.store.iso();
    this.hooks.emit("order.updated", this.out.order(order));
    this.hooks.emit("order.paid", this.out.order(order));
    const subscription = this.store.get("subscriptions", order.subscription_id);
    if (subscription && subscription.status === "past_due") {
      subscription.status = "active";
      subscription.past_due_at = null;
      subscription.modified_at = this.store.iso();
      this.hooks.emit("subscription.updated", this.out.subscription(subscription));
      this.hooks.emit("subscription.active", this.out.subscription(subscription));
      this.hooks.emit("customer.state_changed", this.out.customerState(customer));
    }
    return { status: "succeeded", client_secret: null, error: null };
  }
}
