import { conflict, found, invalidField } from "../http/errors";
import { derivedId } from "../ids";
import type { Customer, Order, PaymentMethod } from "../state";
import { Store } from "../store";
import { Service } from "./service";

/** Test cards the emulator knows, by number: brand and the last four digits Polar shows. */
const BRANDS: Record<string, string> = { "4": "visa", "5": "mastercard", "3": "amex" };
export const TEST_CARD_SUCCEEDS = "4242424242424242";
const TEST_CARD_DECLINED = "4000000000000002";

/** A card a buyer paid with is saved on the customer, as Polar saves it for renewals (called by checkouts). */
export function rememberCard(store: Store, customerId: string, digits: string): PaymentMethod {
  const last4 = digits.slice(-4);
  const known = store.state.payment_methods.find((m) => m.customer_id === customerId && !m.deleted && m.last4 === last4);
  if (known) return known;
  const at = store.now();
  return store.add("payment_methods", {
    id: Store.id(),
    created_at: at.toISOString(),
    modified_at: null,
    customer_id: customerId,
    brand: BRANDS[digits[0]] ?? "visa",
    last4,
    exp_month: 12,
    exp_year: at.getUTCFullYear() + 3,
    deleted: false,
  });
}

export type Payment = {
  id: string;
  order: Order;
  status: "pending" | "succeeded" | "failed";
  amount: number;
  trigger: "purchase" | "subscription_cycle";
};

/**
 * Payments and saved payment methods. Every order that charged money has one card payment (derived from
 * the order, so it is never out of step with it); saved cards are the ones paid with at checkout or added in
 * the customer portal.
 */
export class Payments extends Service {
  list(): Payment[] {
    return this.store.state.orders.filter((o) => o.subtotal_amount - o.discount_amount > 0 && o.status !== "draft").map((o) => this.of(o));
  }

  byId(id: string): Payment {
    return found(this.list().find((p) => p.id === id));
  }

  private of(order: Order): Payment {
    return {
      id: derivedId("payment", order.id),
      order,
      status: order.status === "pending" ? "pending" : "succeeded",
      amount: order.subtotal_amount - order.discount_amount + order.tax_amount,
      trigger: order.billing_reason === "subscription_cycle" ? "subscription_cycle" : "purchase",
    };
  }

  methods(customer: Customer): PaymentMethod[] {
    return this.store.state.payment_methods.filter((m) => m.customer_id === customer.id && !m.deleted);
  }

  /** The card a customer's off-session charges go to: the default one, else the newest. */
  defaultMethod(customer: Customer): PaymentMethod | undefined {
    const methods = this.methods(customer);
    return methods.find((m) => m.id === customer.default_payment_method_id) ?? methods.at(-1);
  }

  setDefault(customer: Customer, id: string | null, loc: (string | number)[]) {
    if (id !== null && !this.methods(customer).some((m) => m.id === id)) throw invalidField(loc, "Payment method not found.", id);
    customer.default_payment_method_id = id;
  }

  /** A card added in the portal: the confirmation token stands for the card number, as at checkout. */
  addCard(customer: Customer, confirmationToken: string): PaymentMethod {
    const digits = confirmationToken.replace(/\D/g, "");
    if (digits === TEST_CARD_DECLINED) throw conflict("PaymentMethodError", "Your card was declined.", 400);
    if (digits !== TEST_CARD_SUCCEEDS && !/^4\d{15}$/.test(digits)) {
      throw invalidField(["body", "confirmation_token_id"], "Your card number is invalid.", confirmationToken);
    }
    return rememberCard(this.store, customer.id, digits);
  }

  /** Removes a saved card; one that pays an active subscription stays. */
  removeCard(customer: Customer, id: string) {
    const method = found(this.methods(customer).find((m) => m.id === id));
    const others = this.methods(customer).filter((m) => m !== method);
    const paying = this.store.state.subscriptions.some(
      (s) => s.customer_id === customer.id && (s.status === "active" || s.status === "trialing"),
    );
    if (paying && others.length === 0) {
      throw conflict("PaymentMethodInUseByActiveSubscription", "Payment method is used by an active subscription.", 400);
    }
    method.deleted = true;
    if (customer.default_payment_method_id === method.id) customer.default_payment_method_id = null;
    method.modified_at = this.store.iso();
  }
}
