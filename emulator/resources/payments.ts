import { notFound } from "../http/errors";
import type { Context, Reply, Router } from "../http/router";
import type { Services } from "../services";
import { listReply, matches } from "./list";

/**
 * Payments (one per charged order), disputes, and the cards customers saved: the seller's view by customer
 * id or external id, and the customer's own in the portal (list, add, confirm, remove).
 */
export function registerPayments(router: Router, { store, out, customers, payments }: Services) {
  const me = (ctx: Context) => customers.byId(ctx.auth.kind === "customer" ? ctx.auth.customerId : "");

  router.api("GET", "/v1/payments/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = payments
      .list()
      .filter(
        (p) =>
          matches(q.checkout_id, p.order.checkout_id) &&
          matches(q.order_id, p.order.id) &&
          matches(q.customer_id, p.order.customer_id) &&
          matches(q.status, p.status) &&
          matches(q.method, "card") &&
          matches(q.customer_email, store.get("customers", p.order.customer_id)?.email),
      );
    return listReply(
      ctx,
      rows.map((p) => ({ ...p, created_at: p.order.created_at })),
      (p) => out.payment(p),
    );
  });
  router.api("GET", "/v1/payments/{id}", "organization", ({ params }) => ({ status: 200, json: out.payment(payments.byId(params.id)) }));

  // A dispute is a bank's chargeback: with test cards there is no bank to open one, so there are none, as in a
  // sandbox where nobody has disputed a charge.
  router.api("GET", "/v1/disputes/", "organization", (ctx) => listReply(ctx, [] as Record<string, unknown>[], (d) => d));
  const noDispute = (): Reply => {
    throw notFound("Dispute not found.");
  };
  router.api("GET", "/v1/disputes/{id}", "organization", noDispute);
  router.api("POST", "/v1/disputes/{id}/accept", "organization", noDispute);

  const cards = (ctx: Context, customerId: string) =>
    listReply(ctx, payments.methods(customers.byId(customerId)), (m) => out.paymentMethod(m, true), "created_at");
  router.api("GET", "/v1/customers/{id}/payment-methods", "organization", (ctx) => cards(ctx, ctx.params.id));
  router.api("GET", "/v1/customers/external/{external_id}/payment-methods", "organization", (ctx) =>
    cards(ctx, customers.byExternal(ctx.params.external_id).id),
  );

  router.api("GET", "/v1/customer-portal/customers/me/payment-methods", "customer", (ctx) => cards(ctx, me(ctx).id));
  const added = (ctx: Context, token: string) => {
    const customer = me(ctx);
    const method = payments.addCard(customer, token);
    if (ctx.body.set_default) payments.setDefault(customer, method.id, ["body", "set_default"]);
    return { status: 201, json: { status: "succeeded", payment_method: out.paymentMethod(method, true) } };
  };
  router.api("POST", "/v1/customer-portal/customers/me/payment-methods", "customer", (ctx) => added(ctx, ctx.body.confirmation_token_id));
  // The setup intent of a card that needed 3-D Secure: the emulator's test cards never do, so its id is the card.
  router.api("POST", "/v1/customer-portal/customers/me/payment-methods/confirm", "customer", (ctx) => added(ctx, ctx.body.setup_intent_id));
  router.api("DELETE", "/v1/customer-portal/customers/me/payment-methods/{id}", "customer", (ctx) => {
    payments.removeCard(me(ctx), ctx.params.id);
    return { status: 204 };
  });
}
