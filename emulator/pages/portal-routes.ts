import type { Context, Reply, Router } from "../http/router";
import type { Services } from "../services";
import type { Customer, CustomerSession, Subscription } from "../state";
import { simplePage } from "./checkout";
import { cancelPage, changeable, portalHref, portalPage, type PortalNotice } from "./portal";

const expired = (): Reply => ({ status: 401, html: simplePage("Session expired", "<p>Open the portal again from the app.</p>") });
const missing = (): Reply => ({ status: 404, html: simplePage("Not found", "<p>No such subscription.</p>") });
const NOTICES: readonly PortalNotice[] = ["canceled", "resumed"];

/**
 * The customer portal's pages: the portal itself, and the cancel and resume a customer does there. Each
 * change goes through the same lifecycle as the customer portal API's, so the seller gets the webhooks Polar
 * sends for it. The session's token is the only credential (in the query, or a hidden field of a form), as in
 * the links Polar's API hands out; a change to a subscription of another customer is as good as missing.
 */
export function registerPortalPages(router: Router, { store, lifecycle }: Services) {
  const state = () => store.state;
  const sessionOf = (token: string | null | undefined): { session: CustomerSession; customer: Customer } | null => {
    const session = state().customer_sessions.find((s) => s.token === token && new Date(s.expires_at) > store.now());
    const customer = session && state().customers.find((c) => c.id === session.customer_id);
    return session && customer ? { session, customer } : null;
  };
  const subscriptionOf = (customer: Customer, id: string): Subscription | undefined =>
    state().subscriptions.find((s) => s.id === id && s.customer_id === customer.id && changeable(s));

  router.page("GET", "/portal", ({ rawQuery }) => {
    const token = rawQuery.get("customer_session_token");
    const found = sessionOf(token);
    if (!found) return expired();
    const notice = NOTICES.find((n) => n === rawQuery.get("done")) ?? null;
    const subscriptionId = rawQuery.get("subscription") ?? "";
    return {
      status: 200,
      html: portalPage(
        state(),
        found.customer,
        { token: found.session.token, returnUrl: found.session.return_url },
        notice ? { notice, subscriptionId } : null,
      ),
    };
  });

  router.page("GET", "/portal/subscriptions/{id}/cancel", ({ rawQuery, params }) => {
    const found = sessionOf(rawQuery.get("customer_session_token"));
    if (!found) return expired();
    const subscription = subscriptionOf(found.customer, params.id);
    if (!subscription) return missing();
    // Already canceled (a second tab, a reload): the portal says so instead of asking again.
    if (subscription.cancel_at_period_end) return back(found.session.token, "canceled", subscription.id);
    return { status: 200, html: cancelPage(state(), subscription, found.session.token) };
  });

  const change = (notice: PortalNotice, apply: (s: Subscription) => void) => (ctx: Context) => {
    const found = sessionOf(ctx.form?.get("customer_session_token"));
    if (!found) return expired();
    const subscription = subscriptionOf(found.customer, ctx.params.id);
    if (!subscription) return missing();
    // Posting the same form twice changes nothing the second time.
    if (subscription.cancel_at_period_end !== (notice === "canceled")) apply(subscription);
    return back(found.session.token, notice, subscription.id);
  };
  router.page(
    "POST",
    "/portal/subscriptions/{id}/cancel",
    change("canceled", (s) => lifecycle.cancelAtPeriodEnd(s, null, null)),
  );
  router.page(
    "POST",
    "/portal/subscriptions/{id}/resume",
    change("resumed", (s) => lifecycle.uncancel(s)),
  );
}

/** Back to the portal after a change (303, so a reload does not post again), which names what changed. */
function back(token: string, notice: PortalNotice, subscriptionId: string): Reply {
  return { status: 303, location: portalHref(token, "", `&done=${notice}&subscription=${encodeURIComponent(subscriptionId)}`) };
}
