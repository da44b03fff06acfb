import type { Context, Router } from "../http/router";
import type { Services } from "../services";
import { listReply, matches } from "./list";

/**
 * License keys: the seller's API (list, read, change, and validate/activate/deactivate for the seller's own
 * backend) and the customer portal's, where a customer session sees only its customer's keys and the three
 * key operations need no session at all (a customer's installed software calls them with the key).
 */
export function registerLicenseKeys(router: Router, { store, out, licenseKeys }: Services) {
  const me = (ctx: Context) => (ctx.auth.kind === "customer" ? ctx.auth.customerId : undefined);
  const list = (ctx: Context, customerId?: string) =>
    listReply(
      ctx,
      store.state.license_keys.filter(
        (k) =>
          (customerId === undefined || k.customer_id === customerId) &&
          matches(ctx.query.benefit_id, k.benefit_id) &&
          matches(ctx.query.status, k.status) &&
          matches(ctx.query.organization_id, store.state.organization.id),
      ),
      (k) => out.licenseKey(k),
    );
  const withActivations = (id: string, customerId?: string) => {
    const key = licenseKeys.byId(id, customerId);
    return { status: 200, json: out.licenseKeyWithActivations(key, licenseKeys.activations(key)) };
  };
  const validated = (ctx: Context, customerId?: string) => {
    const { key, activation } = licenseKeys.validate(ctx.body, customerId);
    return { status: 200, json: { ...out.licenseKey(key), activation: activation ? out.licenseKeyActivation(activation) : null } };
  };
  const activated = (ctx: Context, customerId?: string) => {
    const activation = licenseKeys.activate(ctx.body, customerId);
    return {
      status: 200,
      json: { ...out.licenseKeyActivation(activation), license_key: out.licenseKey(licenseKeys.byId(activation.license_key_id)) },
    };
  };
  const deactivated = (ctx: Context, customerId?: string) => {
    licenseKeys.deactivate(ctx.body, customerId);
    return { status: 204 };
  };

  router.api("GET", "/v1/license-keys/", "organization", (ctx) => list(ctx));
  router.api("GET", "/v1/license-keys/{id}", "organization", ({ params }) => withActivations(params.id));
  router.api("PATCH", "/v1/license-keys/{id}", "organization", ({ params, body }) => ({
    status: 200,
    json: out.licenseKey(licenseKeys.update(licenseKeys.byId(params.id), body)),
  }));
  router.api("GET", "/v1/license-keys/{id}/activations/{activation_id}", "organization", ({ params }) => {
    const key = licenseKeys.byId(params.id);
    return {
      status: 200,
      json: { ...out.licenseKeyActivation(licenseKeys.activation(key, params.activation_id)), license_key: out.licenseKey(key) },
    };
  });
  router.api("POST", "/v1/license-keys/validate", "organization", (ctx) => validated(ctx));
  router.api("POST", "/v1/license-keys/activate", "organization", (ctx) => activated(ctx));
  router.api("POST", "/v1/license-keys/deactivate", "organization", (ctx) => deactivated(ctx));

  router.api("GET", "/v1/customer-portal/license-keys/", "customer", (ctx) => list(ctx, me(ctx)));
  router.api("GET", "/v1/customer-portal/license-keys/{id}", "customer", (ctx) => withActivations(ctx.params.id, me(ctx)));
  router.api("POST", "/v1/customer-portal/license-keys/validate", "none", (ctx) => validated(ctx, me(ctx)));
  router.api("POST", "/v1/customer-portal/license-keys/activate", "none", (ctx) => activated(ctx, me(ctx)));
  router.api("POST", "/v1/customer-portal/license-keys/deactivate", "none", (ctx) => deactivated(ctx, me(ctx)));
}
