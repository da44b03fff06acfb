import type { Context, Router } from "../http/router";
import type { Services } from "../services";
import { csvReply } from "./csv";
import { PortalViews } from "./portal";

/**
 * Orders beyond reading them: billing details, invoices, receipts, draft orders charged off-session, the CSV
 * export, and the same for a customer in the portal (their own orders only).
 */
export function registerOrders(router: Router, { store, out, orders }: Services) {
  const portalViews = new PortalViews(store, out);
  const me = (ctx: Context) => (ctx.auth.kind === "customer" ? ctx.auth.customerId : undefined);
  const receipt = (id: string, customerId?: string) => {
    const url = orders.receiptUrl(orders.byId(id, customerId));
    return url ? { status: 200, json: { url } } : { status: 202 };
  };

  router.api("POST", "/v1/orders/", "organization", ({ body }) => ({ status: 201, json: out.order(orders.createDraft(body)) }));
  router.api("PATCH", "/v1/orders/{id}", "organization", ({ params, body }) => ({
    status: 200,
    json: out.order(orders.updateBilling(orders.byId(params.id), body)),
  }));
  router.api("POST", "/v1/orders/{id}/finalize", "organization", ({ params, body }) => ({
    status: 200,
    json: out.order(orders.finalize(orders.byId(params.id), body?.payment_method_id)),
  }));
  router.api("POST", "/v1/orders/{id}/invoice", "organization", ({ params }) => {
    orders.generateInvoice(orders.byId(params.id));
    return { status: 202, json: {} };
  });
  router.api("GET", "/v1/orders/{id}/receipt", "organization", ({ params }) => receipt(params.id));
  router.api("GET", "/v1/orders/export", "organization", ({ query }) => {
    const wanted = query.product_id === undefined ? undefined : [query.product_id].flat();
    const rows = store.state.orders.filter((o) => o.status !== "draft" && (!wanted || wanted.includes(o.product_id)));
    return csvReply(
      ["Email", "Created At", "Product", "Amount", "Currency", "Status", "Invoice number"],
      rows.map((o) => [
        store.get("customers", o.customer_id)?.email,
        o.created_at,
        store.get("products", o.product_id)?.name,
        o.subtotal_amount - o.discount_amount + o.tax_amount,
        o.currency,
        o.status,
        o.invoice_number,
      ]),
    );
  });

  router.api("PATCH", "/v1/customer-portal/orders/{id}", "customer", (ctx) => ({
    status: 200,
    json: portalViews.order(orders.updateBilling(orders.byId(ctx.params.id, me(ctx)), ctx.body)),
  }));
  router.api("POST", "/v1/customer-portal/orders/{id}/invoice", "customer", (ctx) => {
    orders.generateInvoice(orders.byId(ctx.params.id, me(ctx)));
    return { status: 202, json: {} };
  });
  router.api("GET", "/v1/customer-portal/orders/{id}/invoice", "customer", (ctx) => ({
    status: 200,
    json: { url: orders.invoiceUrl(orders.byId(ctx.params.id, me(ctx))) },
  }));
  router.api("GET", "/v1/customer-portal/orders/{id}/receipt", "customer", (ctx) => receipt(ctx.params.id, me(ctx)));
  router.api("GET", "/v1/customer-portal/orders/{id}/payment-status", "customer", (ctx) => {
    const order = orders.byId(ctx.params.id, me(ctx));
    return { status: 200, json: { status: order.status === "pending" ? "pending" : "succeeded", error: null } };
  });
  router.api("POST", "/v1/customer-portal/orders/{id}/confirm-payment", "customer", (ctx) => ({
    status: 200,
    json: orders.retryPayment(orders.byId(ctx.params.id, me(ctx)), ctx.body),
  }));
}
