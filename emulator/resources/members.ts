import { PolarError } from "../http/errors";
import type { Context, Router } from "../http/router";
import type { Services } from "../services";
import type { Customer, Member } from "../state";
import { listReply, matches } from "./list";

/**
 * Members of a customer: the seller manages them by customer id or external id; in the portal, an owner with
 * a member session manages their team (a customer session without a member is not a member session).
 */
export function registerMembers(router: Router, { store, out, customers, members }: Services) {
  const created = (customer: Customer, body: Member & { email: string }) => ({
    status: 201,
    json: out.member(members.create(customer, body)),
  });
  const byId = (ctx: Context) => members.byId(customers.byId(ctx.params.id), ctx.params.member_id);
  const byExternal = (ctx: Context) => members.byExternal(customers.byExternal(ctx.params.external_id), ctx.params.member_external_id);
  const removed = (member: Member) => {
    members.remove(member);
    return { status: 204 };
  };

  router.api("GET", "/v1/members/", "organization", (ctx) => {
    const q = ctx.query;
    const external =
      q.external_customer_id === undefined ? undefined : customers.idsByExternal((id) => matches(q.external_customer_id, id));
    const rows = store.state.members.filter(
      (m) =>
        matches(q.customer_id, m.customer_id) && matches(q.role, m.role) && (external === undefined || external.includes(m.customer_id)),
    );
    return listReply(ctx, rows, (m) => out.member(m));
  });
  router.api("POST", "/v1/customers/{id}/members", "organization", (ctx) => created(customers.byId(ctx.params.id), ctx.body));
  router.api("POST", "/v1/customers/external/{external_id}/members", "organization", (ctx) =>
    created(customers.byExternal(ctx.params.external_id), ctx.body),
  );
  router.api("GET", "/v1/customers/{id}/members/{member_id}", "organization", (ctx) => ({ status: 200, json: out.member(byId(ctx)) }));
  router.api("PATCH", "/v1/customers/{id}/members/{member_id}", "organization", (ctx) => ({
    status: 200,
    json: out.member(members.update(byId(ctx), ctx.body)),
  }));
  router.api("DELETE", "/v1/customers/{id}/members/{member_id}", "organization", (ctx) => removed(byId(ctx)));
  router.api("GET", "/v1/customers/external/{external_id}/members/{member_external_id}", "organization", (ctx) => ({
    status: 200,
    json: out.member(byExternal(ctx)),
  }));
  router.api("PATCH", "/v1/customers/external/{external_id}/members/{member_external_id}", "organization", (ctx) => ({
    status: 200,
    json: out.member(members.update(byExternal(ctx), ctx.body)),
  }));
  router.api("DELETE", "/v1/customers/external/{external_id}/members/{member_external_id}", "organization", (ctx) =>
    removed(byExternal(ctx)),
  );

  /** The signed-in member, who must be an owner of the customer to manage its members. */
  const owner = (ctx: Context): { customer: Customer; member: Member } => {
    const memberId = ctx.auth.kind === "customer" ? ctx.auth.memberId : undefined;
    if (!memberId || ctx.auth.kind !== "customer") throw new PolarError(401, { error: "Unauthorized", detail: "Unauthorized" });
    const customer = customers.byId(ctx.auth.customerId);
    const member = members.byId(customer, memberId);
    if (member.role !== "owner") throw new PolarError(403, { error: "NotPermitted", detail: "Only the owner can manage members." });
    return { customer, member };
  };
  const portalMember = (m: Member) => {
    const { created_at, modified_at, id, email, name, role } = out.member(m);
    return { created_at, modified_at, id, email, name, role };
  };
  router.api("GET", "/v1/customer-portal/members", "customer", (ctx) =>
    listReply(ctx, members.of(owner(ctx).customer), portalMember, "created_at"),
  );
  router.api("POST", "/v1/customer-portal/members", "customer", (ctx) => ({
    status: 201,
    json: portalMember(members.create(owner(ctx).customer, ctx.body)),
  }));
  router.api("PATCH", "/v1/customer-portal/members/{id}", "customer", (ctx) => ({
    status: 200,
    json: portalMember(members.update(members.byId(owner(ctx).customer, ctx.params.id), ctx.body)),
  }));
  router.api("DELETE", "/v1/customer-portal/members/{id}", "customer", (ctx) => {
    const { customer, member } = owner(ctx);
    const target = members.byId(customer, ctx.params.id);
    if (target.id === member.id) throw new PolarError(400, { error: "BadRequest", detail: "You cannot remove yourself." });
    return removed(target);
  });
}
