import { conflict, invalidField } from "../http/errors";
import type { Router } from "../http/router";
import type { Lifecycle } from "../lifecycle";
import * as out from "../serialize";
import type { Refund } from "../state";
import { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";
import { listReply, matches } from "./list";

/**
 * Refunds, full or partial, with Polar's sequence: refund.created, refund.updated when it succeeds, then
 * order.updated and order.refunded; with revoke_benefits also benefit_grant.revoked and customer.state_changed.
 */
export function registerRefunds(router: Router, store: Store, hooks: Deliverer, lifecycle: Lifecycle) {
  const state = () => store.state;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a RefundCreate body, validated by the caller
  const refund = (body: any): Refund => {
    const order = state().orders.find((o) => o.id === body.order_id);
    if (!order) throw invalidField(["body", "order_id"], "Order does not exist.", body.order_id);
    if (order.status === "refunded") throw conflict("RefundedAlready", "Order is already fully refunded.");
    if (order.status === "pending") throw invalidField(["body", "order_id"], "Order is not paid.", body.order_id);
    const refundable = order.subtotal_amount - order.discount_amount - order.refunded_amount;
    if (body.amount < 1 || body.amount > refundable) throw invalidField(["body", "amount"], `Refund amount must be between 1 and ${refundable}.`, body.amount);

    const at = store.iso();
    const created: Refund = {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      metadata: body.metadata ?? {},
      status: "pending",
      reason: body.reason,
      amount: body.amount,
      tax_amount: 0,
      currency: order.currency,
      order_id: order.id,
      subscription_id: order.subscription_id,
      customer_id: order.customer_id,
      revoke_benefits: body.revoke_benefits ?? false,
    };
    state().refunds.push(created);
    hooks.emit("refund.created", out.refund(state(), created));
    created.status = "succeeded";
    created.modified_at = store.iso();
    hooks.emit("refund.updated", out.refund(state(), created));

    order.refunded_amount += created.amount;
    order.status = order.refunded_amount >= order.subtotal_amount - order.discount_amount ? "refunded" : "partially_refunded";
    order.modified_at = store.iso();
    hooks.emit("order.updated", out.order(state(), order));
    hooks.emit("order.refunded", out.order(state(), order));
    if (created.revoke_benefits) {
      const customer = state().customers.find((c) => c.id === order.customer_id)!;
      lifecycle.revokeBenefits(customer, order.subscription_id ? { subscriptionId: order.subscription_id } : { orderId: order.id });
      hooks.emit("customer.state_changed", out.customerState(state(), customer));
    }
    return created;
  };
  router.api("POST", "/v1/refunds/", "organization", ({ body }) => ({ status: 201, json: out.refund(state(), refund(body)) }));

  router.api("GET", "/v1/refunds/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = state().refunds.filter(
      (r) => matches(q.id, r.id) && matches(q.order_id, r.order_id) && matches(q.subscription_id, r.subscription_id) && matches(q.customer_id, r.customer_id) && matches(q.succeeded, r.status === "succeeded"),
    );
    return listReply(ctx, rows, (r) => out.refund(state(), r));
  });
  return { refund };
}
