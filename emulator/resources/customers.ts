import { randomBytes } from "node:crypto";
import { invalidField, notFound } from "../http/errors";
import type { Router } from "../http/router";
import * as out from "../serialize";
import type { Customer } from "../state";
import { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";
import { listReply, matches } from "./list";

export function registerCustomers(router: Router, store: Store, hooks: Deliverer) {
  const state = () => store.state;
  const live = () => state().customers.filter((c) => !c.deleted_at);
  const byId = (id: string) => live().find((c) => c.id === id) ?? (() => { throw notFound(); })();
  const byExternal = (id: string) => live().find((c) => c.external_id === id) ?? (() => { throw notFound(); })();

  const emailTaken = (email: string, except?: string) => live().some((c) => c.email === email.toLowerCase() && c.id !== except);
  const externalTaken = (externalId: string, except?: string) => live().some((c) => c.external_id === externalId && c.id !== except);
  const refuseTaken = (field: "email" | "external_id", input: string): never => {
    throw invalidField(["body", field], `A customer with this ${field === "email" ? "email address" : "external ID"} already exists.`, input);
  };

  router.api("GET", "/v1/customers/", "organization", (ctx) => {
    const q = ctx.query;
    const rows = live().filter(
      (c) => matches(q.email, c.email) && (q.query === undefined || `${c.email} ${c.name ?? ""} ${c.external_id ?? ""}`.toLowerCase().includes(String(q.query).toLowerCase())),
    );
    return listReply(ctx, rows, (c) => out.customer(state(), c));
  });
  router.api("POST", "/v1/customers/", "organization", ({ body }) => {
    if (emailTaken(body.email)) refuseTaken("email", body.email);
    if (body.external_id && externalTaken(body.external_id)) refuseTaken("external_id", body.external_id);
    const at = store.iso();
    const customer: Customer = {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      email: String(body.email).toLowerCase(),
      name: body.name ?? null,
      external_id: body.external_id ?? null,
      metadata: body.metadata ?? {},
      billing_address: body.billing_address ?? null,
      deleted_at: null,
    };
    state().customers.push(customer);
    hooks.emit("customer.created", out.customer(state(), customer));
    hooks.emit("customer.state_changed", out.customerState(state(), customer));
    return { status: 201, json: out.customer(state(), customer) };
  });

  const update = (customer: Customer, body: Record<string, unknown>) => {
    if (typeof body.email === "string") {
      if (emailTaken(body.email, customer.id)) refuseTaken("email", body.email);
      customer.email = body.email.toLowerCase();
    }
    if (typeof body.external_id === "string") {
      if (customer.external_id && customer.external_id !== body.external_id) {
        throw invalidField(["body", "external_id"], "Customer external ID cannot be updated.", body.external_id);
      }
      if (externalTaken(body.external_id, customer.id)) refuseTaken("external_id", body.external_id);
      customer.external_id = body.external_id;
    }
    if (body.name !== undefined) customer.name = body.name as string | null;
    if (body.metadata) customer.metadata = body.metadata as Customer["metadata"];
    if (body.billing_address !== undefined) customer.billing_address = body.billing_address as Customer["billing_address"];
    customer.modified_at = store.iso();
    hooks.emit("customer.updated", out.customer(state(), customer));
    hooks.emit("customer.state_changed", out.customerState(state(), customer));
    return { status: 200, json: out.customer(state(), customer) };
  };
  const remove = (customer: Customer) => {
    customer.deleted_at = store.iso();
    customer.modified_at = customer.deleted_at;
    for (const s of state().subscriptions) if (s.customer_id === customer.id && s.status === "active") s.status = "canceled";
    hooks.emit("customer.deleted", out.customer(state(), customer));
    return { status: 204 };
  };

  router.api("GET", "/v1/customers/{id}", "organization", ({ params }) => ({ status: 200, json: out.customer(state(), byId(params.id)) }));
  router.api("PATCH", "/v1/customers/{id}", "organization", ({ params, body }) => update(byId(params.id), body));
  router.api("DELETE", "/v1/customers/{id}", "organization", ({ params }) => remove(byId(params.id)));
  router.api("GET", "/v1/customers/{id}/state", "organization", ({ params }) => ({ status: 200, json: out.customerState(state(), byId(params.id)) }));
  router.api("GET", "/v1/customers/external/{external_id}", "organization", ({ params }) => ({ status: 200, json: out.customer(state(), byExternal(params.external_id)) }));
  router.api("PATCH", "/v1/customers/external/{external_id}", "organization", ({ params, body }) => update(byExternal(params.external_id), body));
  router.api("DELETE", "/v1/customers/external/{external_id}", "organization", ({ params }) => remove(byExternal(params.external_id)));
  router.api("GET", "/v1/customers/external/{external_id}/state", "organization", ({ params }) => ({ status: 200, json: out.customerState(state(), byExternal(params.external_id)) }));

  router.api("POST", "/v1/customer-sessions/", "organization", ({ body }) => {
    const customer = body.customer_id ? byId(body.customer_id) : byExternal(body.external_customer_id);
    const at = store.now();
    const session = {
      id: Store.id(),
      created_at: at.toISOString(),
      modified_at: null,
      token: `polar_cst_${randomBytes(24).toString("base64url")}`,
      customer_id: customer.id,
      expires_at: new Date(at.getTime() + 3600_000).toISOString(),
      return_url: body.return_url ?? null,
    };
    state().customer_sessions.push(session);
    return {
      status: 201,
      json: { ...session, customer_portal_url: `${out.publicUrl()}/portal?customer_session_token=${session.token}`, customer: out.customer(state(), customer) },
    };
  });

  router.api("POST", "/v1/events/ingest", "organization", ({ body }) => {
    let inserted = 0;
    for (const event of body.events as { name: string; customer_id?: string; external_customer_id?: string; metadata?: Customer["metadata"]; timestamp?: string }[]) {
      const customer = event.customer_id ? live().find((c) => c.id === event.customer_id) : live().find((c) => c.external_id === event.external_customer_id);
      const at = store.iso();
      state().events.push({ id: Store.id(), created_at: at, modified_at: null, name: event.name, customer_id: customer?.id ?? null, external_customer_id: event.external_customer_id ?? null, metadata: event.metadata ?? {}, timestamp: event.timestamp ?? at });
      inserted += 1;
    }
    return { status: 200, json: { inserted, duplicates: 0 } };
  });
}
