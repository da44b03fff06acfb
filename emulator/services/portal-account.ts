import { randomBytes } from "node:crypto";
import { invalidField, PolarError } from "../http/errors";
import type { Address, Customer, CustomerSession, EmailUpdate } from "../state";
import { Store } from "../store";
import type { Customers } from "./customers";
import type { Payments } from "./payments";
import { Service, type Core } from "./service";

export type PortalCustomerUpdate = {
  billing_name?: string | null;
  billing_address?: Address | null;
  tax_id?: string | null;
  default_payment_method_id?: string | null;
};

const EMAIL_UPDATE_TTL_MS = 30 * 60_000;
const invalidToken = () => new PolarError(401, { error: "Unauthorized", detail: "Invalid or expired verification token." });

/**
 * What a customer changes about themselves in the portal: billing details, tax id, default card, and their
 * e-mail address (confirmed with a token sent to the new address; the emulator prints it, having no mail).
 */
export class PortalAccount extends Service {
  constructor(
    core: Core,
    private readonly customers: Customers,
    private readonly payments: Payments,
  ) {
    super(core);
  }

  update(customer: Customer, input: PortalCustomerUpdate): Customer {
    if (input.billing_address !== undefined) customer.billing_address = input.billing_address;
    if (input.billing_name !== undefined) customer.billing_name = input.billing_name;
    if (input.tax_id !== undefined) {
      if (input.tax_id === null) customer.tax_id = null;
      else {
        const country = customer.billing_address?.country;
        if (!country) throw invalidField(["body", "tax_id"], "Country must be set to validate a tax ID.", input.tax_id);
        const compact = input.tax_id.replace(/[\s.-]/g, "").toUpperCase();
        if (!/^[A-Z0-9]{6,16}$/.test(compact)) throw invalidField(["body", "tax_id"], "Invalid tax ID.", input.tax_id);
        customer.tax_id = [compact, country === "US" ? "us_ein" : "eu_vat"];
      }
    }
    if (input.default_payment_method_id !== undefined) {
      this.payments.setDefault(customer, input.default_payment_method_id, ["body", "default_payment_method_id"]);
    }
    customer.modified_at = this.store.iso();
    this.hooks.emit("customer.updated", this.out.customer(customer));
    return customer;
  }

  private refuseTaken(customer: Customer, email: string, loc: (string | number)[]) {
    const other = this.customers.findByEmail(email);
    if (other && other.id !== customer.id) throw invalidField(loc, "Email address is already in use.", email);
  }

  requestEmailUpdate(customer: Customer, email: string): EmailUpdate {
    this.refuseTaken(customer, email, ["body", "email"]);
    const at = this.store.now();
    const update = this.store.add("email_updates", {
      id: Store.id(),
      created_at: at.toISOString(),
      modified_at: null,
      customer_id: customer.id,
      email: email.toLowerCase(),
      token: randomBytes(24).toString("base64url"),
      expires_at: new Date(at.getTime() + EMAIL_UPDATE_TTL_MS).toISOString(),
    });
    console.log(`[polar-emulator] e-mail change of customer ${customer.id} to ${update.email}: token ${update.token}`);
    return update;
  }

  private pending(token: string): EmailUpdate {
    const update = this.store.state.email_updates.find((u) => u.token === token);
    if (!update || new Date(update.expires_at) <= this.store.now()) throw invalidToken();
    return update;
  }

  checkEmailUpdate(token: string) {
    this.pending(token);
  }

  /** Changes the address; the customer's sessions end and a new one is opened for the caller. */
  verifyEmailUpdate(token: string): CustomerSession {
    const update = this.pending(token);
    const customer = this.customers.byId(update.customer_id);
    this.refuseTaken(customer, update.email, ["body", "token"]);
    customer.email = update.email;
    customer.modified_at = this.store.iso();
    this.store.state.email_updates = this.store.state.email_updates.filter((u) => u.customer_id !== customer.id);
    this.store.state.customer_sessions = this.store.state.customer_sessions.filter((s) => s.customer_id !== customer.id);
    this.hooks.emit("customer.updated", this.out.customer(customer));
    return this.customers.openSession(customer, null);
  }
}
