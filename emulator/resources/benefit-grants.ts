import type { Context, Router } from "../http/router";
import type { Services } from "../services";
import { PortalViews } from "./portal";
import { listReply, matches } from "./list";
import { conflict, found, invalidField } from "../http/errors";

/** A benefit's grants for the seller, and the customer's own grant changed in the portal. */
export function registerBenefitGrants(router: Router, { store, out, catalogue }: Services) {
  const views = new PortalViews(store, out);
  router.api("GET", "/v1/benefits/{id}/grants", "organization", (ctx) => {
    const benefit = catalogue.benefit(ctx.params.id);
    const q = ctx.query;
    const rows = store.state.benefit_grants.filter(
      (g) =>
        g.benefit_id === benefit.id &&
        matches(q.customer_id, g.customer_id) &&
        matches(q.is_granted, g.granted_at !== null && g.revoked_at === null) &&
        q.member_id === undefined,
    );
    return listReply(ctx, rows, (g) => out.benefitGrant(g));
  });

  // A customer sets the platform account a Discord or GitHub grant goes to, one of the accounts linked to
  // their portal; the emulator links none (no platform to sign in to), so only clearing it is possible.
  router.api("PATCH", "/v1/customer-portal/benefit-grants/{id}", "customer", (ctx: Context) => {
    const me = ctx.auth.kind === "customer" ? ctx.auth.customerId : "";
    const grant = found(store.get("benefit_grants", ctx.params.id));
    const benefit = found(grant.customer_id === me && store.get("benefits", grant.benefit_id));
    if (ctx.body.benefit_type !== benefit.type) {
      throw invalidField(["body", "benefit_type"], `The grant is of a ${benefit.type} benefit.`, ctx.body.benefit_type);
    }
    const accountId = (ctx.body.properties as { account_id?: string | null } | undefined)?.account_id;
    if (accountId) throw conflict("NotPermitted", "This account is not linked to the customer.");
    if (accountId === null) grant.properties = { ...grant.properties, account_id: null };
    grant.modified_at = store.iso();
    return { status: 200, json: views.benefitGrant(grant) };
  });
}
