import type { Context, Router } from "../http/router";
import type { Services } from "../services";
import type { Customer } from "../state";
import { PortalViews } from "./portal";
import { found, notFound } from "../http/errors";
import { listReply } from "./list";
import { schemaPropertyNames } from "../openapi";

/**
 * The customer portal's account pages: who is signed in, the customer's own details and e-mail, the seller's
 * public page, meters and wallets.
 */
export function registerPortalAccount(router: Router, { store, out, customers, portalAccount }: Services) {
  const views = new PortalViews(store, out);
  const me = (ctx: Context) => customers.byId(ctx.auth.kind === "customer" ? ctx.auth.customerId : "");
  /** The customer as the portal shows it: the fields of Polar's CustomerPortalCustomer, no linked OAuth accounts. */
  const portalCustomer = (c: Customer) => {
    const full: Record<string, unknown> = { ...out.customer(c), oauth_accounts: {} };
    return Object.fromEntries(schemaPropertyNames("CustomerPortalCustomer").map((key) => [key, full[key]]));
  };

  router.api("GET", "/v1/customer-portal/customers/me", "customer", (ctx) => ({ status: 200, json: portalCustomer(me(ctx)) }));
  router.api("PATCH", "/v1/customer-portal/customers/me", "customer", (ctx) => ({
    status: 200,
    json: portalCustomer(portalAccount.update(me(ctx), ctx.body)),
  }));
  router.api("POST", "/v1/customer-portal/customers/me/email-update/request", "customer", (ctx) => {
    portalAccount.requestEmailUpdate(me(ctx), ctx.body.email);
    return { status: 202, json: {} };
  });
  router.api("GET", "/v1/customer-portal/customers/me/email-update/check", "none", ({ query }) => {
    portalAccount.checkEmailUpdate(String(query.token));
    return { status: 204 };
  });
  router.api("POST", "/v1/customer-portal/customers/me/email-update/verify", "none", ({ body }) => ({
    status: 200,
    json: { token: portalAccount.verifyEmailUpdate(body.token).token },
  }));

  const session = (ctx: Context) => {
    const token = /^Bearer\s+(.+)$/i.exec(ctx.request.headers.authorization ?? "")?.[1] ?? "";
    return found(customers.sessionOf(token));
  };
  router.api("GET", "/v1/customer-portal/customer-session/introspect", "customer", (ctx) => {
    const { expires_at, return_url } = session(ctx);
    return { status: 200, json: { expires_at, return_url } };
  });
  router.api("GET", "/v1/customer-portal/customer-session/user", "customer", (ctx) => {
    const c = me(ctx);
    return { status: 200, json: { type: "customer", name: c.name, email: c.email, customer_id: c.id, member_id: null, role: null } };
  });

  router.api("GET", "/v1/customer-portal/organizations/{slug}", "none", ({ params }) => {
    const organization = store.state.organization;
    if (params.slug !== organization.slug) throw notFound("Organization not found.");
    const products = store.state.products.filter((p) => p.visibility === "public" && !p.is_archived);
    return {
      status: 200,
      json: {
        organization: {
          ...out.sellerSummary(),
          customer_portal_settings: out.organization().customer_portal_settings,
          organization_features: { member_model_enabled: false, checkout_localization_enabled: false },
        },
        products: products.map((p) => out.productPublic(p)),
      },
    };
  });

  router.api("GET", "/v1/customer-portal/meters/{id}", "customer", (ctx) => {
    const customer = me(ctx);
    const meter = (out.customerState(customer).active_meters as Record<string, unknown>[]).find((m) => m.id === ctx.params.id);
    const m = found(meter);
    return { status: 200, json: { ...m, customer_id: customer.id, meter: views.meterBrief(m.meter_id as string) } };
  });

  // A wallet holds a customer's balance in one currency; Polar opens one when a balance first arises, and
  // nothing in the emulator credits a balance, so a customer has none.
  router.api("GET", "/v1/customer-portal/wallets/", "customer", (ctx) => listReply(ctx, [] as Record<string, unknown>[], (w) => w));
  router.api("GET", "/v1/customer-portal/wallets/{id}", "customer", (ctx) => {
    me(ctx);
    throw notFound("Wallet not found.");
  });
}
