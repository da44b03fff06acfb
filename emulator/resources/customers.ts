import { invalidField } from "../http/errors";
import type { Router } from "../http/router";
import type { Services } from "../services";
import type { Customer } from "../state";
import { listReply, matches } from "./list";

/** Customers (by id and by the seller's external id), their state, and customer sessions for the portal. */
export function registerCustomers(router: Router, { store, out, customers }: Services) {
  const updated = (customer: Customer) => ({ status: 200, json: out.customer(customer) });
  const removed = (customer: Customer) => {
    customers.remove(customer);
    return { status: 204 };
  };

  router.api("GET", "/v1/customers/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = customers
      .live()
      .filter(
        (c) =>
          matches(q.email, c.email) &&
          (q.query === undefined ||
            `${c.email} ${c.name ?? ""} ${c.external_id ?? ""}`.toLowerCase().includes(String(q.query).toLowerCase())),
      );
    return listReply(ctx, rows, (c) => out.customer(c));
  });
  router.api("POST", "/v1/customers/", "organization", ({ body }) => ({ status: 201, json: out.customer(customers.create(body)) }));

  router.api("GET", "/v1/customers/{id}", "organization", ({ params }) => ({ status: 200, json: out.customer(customers.byId(params.id)) }));
  router.api("PATCH", "/v1/customers/{id}", "organization", ({ params, body }) =>
    updated(customers.update(customers.byId(params.id), body)),
  );
  router.api("DELETE", "/v1/customers/{id}", "organization", ({ params }) => removed(customers.byId(params.id)));
  router.api("GET", "/v1/customers/{id}/state", "organization", ({ params }) => ({
    status: 200,
    json: out.customerState(customers.byId(params.id)),
  }));

  router.api("GET", "/v1/customers/external/{external_id}", "organization", ({ params }) => ({
    status: 200,
    json: out.customer(customers.byExternal(params.external_id)),
  }));
  router.api("PATCH", "/v1/customers/external/{external_id}", "organization", ({ params, body }) =>
    updated(customers.update(customers.byExternal(params.external_id), body)),
  );
  router.api("DELETE", "/v1/customers/external/{external_id}", "organization", ({ params }) =>
    removed(customers.byExternal(params.external_id)),
  );
  router.api("GET", "/v1/customers/external/{external_id}/state", "organization", ({ params }) => ({
    status: 200,
    json: out.customerState(customers.byExternal(params.external_id)),
  }));

  router.api("POST", "/v1/customer-sessions/", "organization", ({ body }) => {
    // An unknown customer or member is a mistake in the request, which Polar answers with a 422 on its field.
    const customer = body.customer_id
      ? customers.live().find((c) => c.id === body.customer_id)
      : customers.findByExternal(body.external_customer_id);
    if (!customer) {
      const field = body.customer_id ? "customer_id" : "external_customer_id";
      throw invalidField(["body", field], "Customer does not exist.", body[field]);
    }
    const memberOf = store.state.members.filter((m) => m.customer_id === customer.id);
    const member = body.member_id
      ? memberOf.find((m) => m.id === body.member_id)
      : body.external_member_id
        ? memberOf.find((m) => m.external_id === body.external_member_id)
        : undefined;
    if ((body.member_id || body.external_member_id) && !member) {
      const field = body.member_id ? "member_id" : "external_member_id";
      throw invalidField(["body", field], "Member does not exist.", body[field]);
    }
    const { member_id: _member, ...session } = customers.openSession(customer, body.return_url ?? null, member?.id ?? null);
    return {
      status: 201,
      json: {
        ...session,
        customer_portal_url: `${out.publicUrl}/portal?customer_session_token=${session.token}`,
        customer: out.customer(customer),
      },
    };
  });
}
