import type { Customer, State, Subscription } from "../state";
import { escape, money, page } from "./layout";

/** What the portal says at its top after a change the customer made there. */
export type PortalNotice = "canceled" | "resumed";

/** The address of a portal page, carrying the customer session's token as Polar's portal links do. */
export const portalHref = (token: string, path = "", extra = "") =>
  `/portal${path}?customer_session_token=${encodeURIComponent(token)}${extra}`;

const date = (iso: string | null | undefined) => escape((iso ?? "").slice(0, 10));

/** A subscription the customer can still cancel or resume from the portal (not ended, not unpaid). */
export const changeable = (s: Subscription) => s.status === "active" || s.status === "trialing" || s.status === "past_due";

/** The hidden field that carries the session's token in the portal's forms (a POST has no query to read it from). */
const tokenField = (token: string) => `<input type="hidden" name="customer_session_token" value="${escape(token)}">`;

function subscriptionAction(s: Subscription, token: string, name: string): string {
  if (!changeable(s)) return "";
  if (s.cancel_at_period_end)
    return `<form method="post" action="/portal/subscriptions/${escape(s.id)}/resume" class="inline">${tokenField(token)}<button type="submit" class="secondary" aria-label="Resume ${name}">Resume</button></form>`;
  return `<a class="button secondary" href="${escape(portalHref(token, `/subscriptions/${s.id}/cancel`))}" aria-label="Cancel ${name}">Cancel</a>`;
}

function noticeOf(notice: PortalNotice | null, subscription: Subscription | undefined, name: string): string {
  // The notice says what is true now (a stale address with done=… in it says nothing).
  if (!notice || !subscription || subscription.cancel_at_period_end !== (notice === "canceled")) return "";
  const text =
    notice === "canceled"
      ? `${name} is canceled. You keep it until ${date(subscription.ends_at ?? subscription.current_period_end)}.`
      : `${name} is no longer canceled. It renews on ${date(subscription.current_period_end)}.`;
  return `<p role="status" class="notice">${text}</p>`;
}

/**
 * The customer portal a customer session opens, laid out like Polar's: who is signed in, their subscriptions
 * with status and renewal and a way to cancel or resume each, their orders with their invoices, what they were
 * granted (a license key shown in full, as Polar shows it to its owner), and the way back.
 */
export function portalPage(
  state: State,
  customer: Customer,
  session: { token: string; returnUrl: string | null },
  done: { notice: PortalNotice; subscriptionId: string } | null = null,
): string {
  const productName = (id: string) => escape(state.products.find((p) => p.id === id)?.name ?? "");
  const subscriptions = state.subscriptions.filter((s) => s.customer_id === customer.id);
  const orders = state.orders.filter((o) => o.customer_id === customer.id);
  const grants = state.benefit_grants.filter((g) => g.customer_id === customer.id && !g.revoked_at);
  const benefitName = (id: string) => escape(state.benefits.find((b) => b.id === id)?.description ?? "");
  const licenseKey = (grantId: string) => state.license_keys.find((k) => k.grant_id === grantId && k.status === "granted");
  const changed = done ? subscriptions.find((s) => s.id === done.subscriptionId) : undefined;

  const subscriptionRows = subscriptions.length
    ? `<table><thead><tr><th>Plan</th><th>Status</th><th class="right">Renews</th><th><span class="sr-only">Actions</span></th></tr></thead><tbody>${subscriptions
        .map((s) => {
          // Canceled at the period's end: still active (as Polar's API says), with the day it ends.
          const ending = s.cancel_at_period_end && changeable(s);
          return `<tr><td>${productName(s.product_id)}<div class="muted small">${money(s.amount)} / ${escape(s.recurring_interval)}</div></td><td><span class="badge${s.status === "active" && !ending ? " ok" : ""}">${escape(s.status)}</span></td><td class="right nowrap">${ending ? `<span class="muted small">Ends</span> ${date(s.ends_at)}` : changeable(s) ? date(s.current_period_end) : "—"}</td><td class="right">${subscriptionAction(s, session.token, productName(s.product_id))}</td></tr>`;
        })
        .join("")}</tbody></table>`
    : `<p class="muted">No subscriptions.</p>`;
  const orderRows = orders.length
    ? `<table><thead><tr><th>Invoice</th><th>Product</th><th class="right">Amount</th><th>Status</th></tr></thead><tbody>${orders
        .map((o) => {
          const invoice =
            o.status === "pending" ? escape(o.invoice_number) : `<a href="/invoices/${escape(o.id)}">${escape(o.invoice_number)}</a>`;
          return `<tr><td>${invoice}<div class="muted small nowrap">${date(o.created_at)}</div></td><td>${productName(o.product_id)}</td><td class="right">${money(o.subtotal_amount)}</td><td>${escape(o.status)}</td></tr>`;
        })
        .join("")}</tbody></table>`
    : `<p class="muted">No orders.</p>`;
  const grantList = grants.length
    ? `<ul class="benefits">${grants
        .map((g) => {
          const key = licenseKey(g.id);
          return `<li>${benefitName(g.benefit_id)}${key ? `<div class="key"><span class="muted small">License key</span> <code>${escape(key.key)}</code></div>` : ""}</li>`;
        })
        .join("")}</ul>`
    : `<p class="muted">No benefits.</p>`;

  const body = `<section class="card">
${changed && done ? noticeOf(done.notice, changed, productName(changed.product_id)) : ""}
<p class="muted small">Signed in as</p>
<h1>${escape(customer.email)}</h1>
${customer.name ? `<p class="muted">${escape(customer.name)}</p>` : ""}
<h2>Subscriptions</h2>${subscriptionRows}
<h2>Orders</h2>${orderRows}
<h2>Benefits</h2>${grantList}
${session.returnUrl ? `<p class="small back"><a href="${escape(session.returnUrl)}">← Back to ${escape(state.organization.name)}</a></p>` : ""}
</section>`;
  return page({ title: `Customer portal · ${state.organization.name}`, seller: state.organization.name, body });
}

/** Polar asks before a subscription is canceled, and says until when the customer keeps it. */
export function cancelPage(state: State, subscription: Subscription, token: string): string {
  const name = escape(state.products.find((p) => p.id === subscription.product_id)?.name ?? "");
  const body = `<section class="card">
<h1>Cancel ${name}?</h1>
<p class="muted">You keep ${name} until the end of the period you paid for, ${date(subscription.current_period_end)}. It does not renew after that, and you can resume it until then.</p>
<form method="post" action="/portal/subscriptions/${escape(subscription.id)}/cancel" class="actions">${tokenField(token)}
<a class="button secondary" href="${escape(portalHref(token))}">Keep subscription</a>
<button type="submit" class="danger">Cancel subscription</button>
</form>
</section>`;
  return page({ title: `Cancel ${name} · ${state.organization.name}`, seller: state.organization.name, narrow: true, body });
}
