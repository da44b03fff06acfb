import type { Customer, State } from "../state";
import { escape, money, page } from "./layout";

/**
 * The customer portal a customer session opens, laid out like Polar's: who is signed in, their
 * subscriptions with status and renewal, their orders as a table, what they were granted, and the way back.
 */
export function portalPage(state: State, customer: Customer, returnUrl: string | null): string {
  const productName = (id: string) => escape(state.products.find((p) => p.id === id)?.name ?? "");
  const subscriptions = state.subscriptions.filter((s) => s.customer_id === customer.id);
  const orders = state.orders.filter((o) => o.customer_id === customer.id);
  const grants = state.benefit_grants.filter((g) => g.customer_id === customer.id && !g.revoked_at);
  const benefitName = (id: string) => escape(state.benefits.find((b) => b.id === id)?.description ?? "");
  const date = (iso: string | null | undefined) => escape((iso ?? "").slice(0, 10));

  const subscriptionRows = subscriptions.length
    ? `<table><thead><tr><th>Plan</th><th>Status</th><th class="right">Renews</th></tr></thead><tbody>${subscriptions
        .map(
          (s) =>
            `<tr><td>${productName(s.product_id)}<div class="muted small">${money(s.amount)} / ${escape(s.recurring_interval)}</div></td><td><span class="badge${s.status === "active" ? " ok" : ""}">${escape(s.status)}</span>${s.cancel_at_period_end ? `<div class="muted small">Ends at period end</div>` : ""}</td><td class="right">${date(s.current_period_end)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p class="muted">No subscriptions.</p>`;
  const orderRows = orders.length
    ? `<table><thead><tr><th>Invoice</th><th>Product</th><th class="right">Amount</th><th>Status</th></tr></thead><tbody>${orders
        .map(
          (o) =>
            `<tr><td>${escape(o.invoice_number)}<div class="muted small">${date(o.created_at)}</div></td><td>${productName(o.product_id)}</td><td class="right">${money(o.subtotal_amount)}</td><td>${escape(o.status)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p class="muted">No orders.</p>`;
  const grantList = grants.length
    ? `<ul class="benefits">${grants.map((g) => `<li>${benefitName(g.benefit_id)}</li>`).join("")}</ul>`
    : `<p class="muted">No benefits.</p>`;

  const body = `<section class="card">
<p class="muted small">Signed in as</p>
<h1>${escape(customer.email)}</h1>
${customer.name ? `<p class="muted">${escape(customer.name)}</p>` : ""}
<h2>Subscriptions</h2>${subscriptionRows}
<h2>Orders</h2>${orderRows}
<h2>Benefits</h2>${grantList}
${returnUrl ? `<p class="small" style="margin-top:24px"><a href="${escape(returnUrl)}">← Back to ${escape(state.organization.name)}</a></p>` : ""}
</section>`;
  return page({ title: `Customer portal · ${state.organization.name}`, seller: state.organization.name, body });
}
