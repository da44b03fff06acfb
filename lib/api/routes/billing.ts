import "server-only";
import { ordersPage } from "@/lib/billing/queries";
import { cursorOf, pageOf, pageQuery } from "../pagination";
import { organizationParams } from "../params";
import { organizationSubscriptionsPage } from "../queries";
import { defineRoute } from "../route";
import { iso, orderView, subscriptionView } from "../views";

export const billingRoutes = [
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/subscriptions",
    operationId: "listSubscriptions",
    summary: "List the organization's subscriptions",
    description: "From our mirror of Polar (kept by its webhooks), newest first. Owners and admins, as on the billing tab.",
    tags: ["Billing"],
    scope: ["billing", "read"],
    params: organizationParams,
    query: pageQuery,
    success: { status: 200, description: "A page of subscriptions", schema: pageOf(subscriptionView).meta({ id: "SubscriptionPage" }) },
    handler: async ({ params, query }) => {
      const page = await organizationSubscriptionsPage(params.organizationId, query.limit, cursorOf(query.after));
      return {
        data: page.rows.map(({ subscription: s, productName }) => ({
          id: s.id,
          status: s.status,
          productId: s.productId,
          productName: productName ?? null,
          amount: s.amount,
          currency: s.currency,
          recurringInterval: s.recurringInterval,
          currentPeriodStart: iso(s.currentPeriodStart),
          currentPeriodEnd: iso(s.currentPeriodEnd),
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          canceledAt: iso(s.canceledAt),
          endsAt: iso(s.endsAt),
          createdAt: iso(s.createdAt),
        })),
        next: page.next,
      };
    },
  }),
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/orders",
    operationId: "listOrders",
    summary: "List the organization's orders",
    description: "From our mirror of Polar, newest first. Owners and admins, as on the billing tab.",
    tags: ["Billing"],
    scope: ["billing", "read"],
    params: organizationParams,
    query: pageQuery,
    success: { status: 200, description: "A page of orders", schema: pageOf(orderView).meta({ id: "OrderPage" }) },
    handler: async ({ params, query }) => {
      const page = await ordersPage({ organizationId: params.organizationId }, cursorOf(query.after), query.limit);
      return {
        data: page.orders.map(({ order: o, productName }) => ({
          id: o.id,
          status: o.status,
          billingReason: o.billingReason,
          productId: o.productId ?? null,
          productName: productName ?? null,
          subscriptionId: o.subscriptionId ?? null,
          subtotalAmount: o.subtotalAmount,
          discountAmount: o.discountAmount,
          taxAmount: o.taxAmount,
          totalAmount: o.totalAmount,
          refundedAmount: o.refundedAmount,
          currency: o.currency,
          invoiceNumber: o.invoiceNumber ?? null,
          createdAt: iso(o.createdAt),
        })),
        next: page.next,
      };
    },
  }),
];
