import { randomBytes } from "node:crypto";
import { found, invalidField } from "../http/errors";
import type { Address, Customer, CustomerSession, Metadata } from "../state";
import { Store } from "../store";
import { Service } from "./service";

export type CustomerInput = {
  email?: string;
  name?: string | null;
  external_id?: string | null;
  metadata?: Metadata;
  billing_address?: Address | null;
};

/** Customers as a seller keeps them: unique e-mail and external id among the live ones, and portal sessions. */
export class Customers extends Service {
  /** Customers not deleted. */
  live(): Customer[] {
    return this.store.state.customers.filter((c) => !c.deleted_at);
  }

  /** A live customer by id; 404 otherwise. */
  byId(id: string): Customer {
    const customer = this.store.get("customers", id);
    return found(customer && !customer.deleted_at && customer);
  }

  /** A live customer by the seller's own id for it; 404 otherwise. */
  byExternal(externalId: string): Customer {
    return found(this.findByExternal(externalId));
  }

  findByExternal(externalId: string | null | undefined): Customer | undefined {
    return externalId ? this.live().find((c) => c.external_id === externalId) : undefined;
  }

  findByEmail(email: string): Customer | undefined {
    return this.live().find((c) => c.email === email.toLowerCase());
  }

  /** Ids of the customers whose external id passes a list filter. */
  idsByExternal(matches: (externalId: string | null) => boolean): string[] {
    return this.store.state.customers.filter((c) => matches(c.external_id)).map((c) => c.id);
  }

  private refuseTaken(input: CustomerInput, except?: string) {
    const others = this.live().filter((c) => c.id !== except);
    if (input.email !== undefined && others.some((c) => c.email === input.email!.toLowerCase())) {
      throw invalidField(["body", "email"], "A customer with this email address already exists.", input.email);
    }
    if (input.external_id && others.some((c) => c.external_id === input.external_id)) {
      throw invalidField(["body", "external_id"], "A customer with this external ID already exists.", input.external_id);
    }
  }

  /** A new customer, announced with customer.created and (unless a purchase is about to) its state. */
  create(input: CustomerInput & { email: string }, announceState = true): Customer {
    this.refuseTaken(input);
    const customer = this.store.add("customers", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      email: input.email.toLowerCase(),
      name: input.name ?? null,
      external_id: input.external_id ?? null,
      metadata: input.metadata ?? {},
      billing_address: input.billing_address ?? null,
      deleted_at: null,
    });
    this.hooks.emit("customer.created", this.out.customer(customer));
    if (announceState) this.hooks.emit("customer.state_changed", this.out.customerState(customer));
    return customer;
  }

  update(customer: Customer, input: CustomerInput): Customer {
    if (typeof input.email === "string") {
      this.refuseTaken({ email: input.email }, customer.id);
      customer.email = input.email.toLowerCase();
    }
    if (typeof input.external_id === "string") {
      if (customer.external_id && customer.external_id !== input.external_id) {
        throw invalidField(["body", "external_id"], "Customer external ID cannot be updated.", input.external_id);
      }
      this.refuseTaken({ external_id: input.external_id }, customer.id);
      customer.external_id = input.external_id;
    }
    if (input.name !== undefined) customer.name = input.name;
    if (input.metadata) customer.metadata = input.metadata;
    if (input.billing_address !== undefined) customer.billing_address = input.billing_address;
    customer.modified_at = this.store.iso();
    this.hooks.emit("customer.updated", this.out.customer(customer));
    this.hooks.emit("customer.state_changed", this.out.customerState(customer));
    return customer;
  }

  /** Deletes a customer; its active subscriptions end with it. */
  remove(customer: Customer) {
    customer.deleted_at = this.store.iso();
    customer.modified_at = customer.deleted_at;
    for (const s of this.store.state.subscriptions) if (s.customer_id === customer.id && s.status === "active") s.status = "canceled";
    this.hooks.emit("customer.deleted", this.out.customer(customer));
  }

  /** A customer session: a token that opens the portal and the customer portal API for an hour. */
  openSession(customer: Customer, returnUrl: string | null, memberId: string | null = null): CustomerSession {
    const at = this.store.now();
    return this.store.add("customer_sessions", {
      id: Store.id(),
      created_at: at.toISOString(),
      modified_at: null,
      token: `polar_cst_${randomBytes(24).toString("base64url")}`,
      customer_id: customer.id,
      expires_at: new Date(at.getTime() + 3600_000).toISOString(),
      return_url: returnUrl,
      member_id: memberId,
    });
  }

  /** The session a token opens, while it lasts. */
  sessionOf(token: string): CustomerSession | undefined {
    const session = this.store.get("customer_sessions", token, "token");
    return session && new Date(session.expires_at) > this.store.now() ? session : undefined;
  }
}
