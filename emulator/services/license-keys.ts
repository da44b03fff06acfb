import { randomUUID } from "node:crypto";
import { conflict, found, invalidField, notFound } from "../http/errors";
import type { Benefit, BenefitGrant, LicenseKey, LicenseKeyActivation, Metadata } from "../state";
import { Store } from "../store";
import { Service } from "./service";

type Expiry = { ttl: number; timeframe: "year" | "month" | "day" } | null;
export type ValidateInput = {
  key: string;
  organization_id: string;
  activation_id?: string | null;
  benefit_id?: string | null;
  customer_id?: string | null;
  increment_usage?: number | null;
  conditions?: Metadata;
};
export type ActivateInput = { key: string; organization_id: string; label: string; conditions?: Metadata; meta?: Metadata };
export type DeactivateInput = { key: string; organization_id: string; activation_id: string };
export type LicenseKeyUpdate = Partial<Pick<LicenseKey, "status" | "usage" | "limit_activations" | "limit_usage" | "expires_at">>;

function expiresAt(from: Date, expires: Expiry): string | null {
  if (!expires) return null;
  const at = new Date(from);
  if (expires.timeframe === "year") at.setUTCFullYear(at.getUTCFullYear() + expires.ttl);
  else if (expires.timeframe === "month") at.setUTCMonth(at.getUTCMonth() + expires.ttl);
  else at.setUTCDate(at.getUTCDate() + expires.ttl);
  return at.toISOString();
}

/**
 * License keys as a license_keys benefit grants them: a key per grant, with the benefit's expiry, activation
 * limit and usage limit; validated, activated and deactivated by the seller's software (or the customer's) with
 * Polar's rules and Polar's words for each refusal.
 */
export class LicenseKeys extends Service {
  /** The key a license_keys grant gives (called when the grant is made; its id is the grant's license_key_id). */
  issue(grant: BenefitGrant, benefit: Benefit): LicenseKey {
    const prefix = typeof benefit.properties.prefix === "string" && benefit.properties.prefix ? benefit.properties.prefix : null;
    const key = `${prefix ? `${prefix}-` : ""}${randomUUID().toUpperCase()}`;
    const activations = benefit.properties.activations as { limit?: number } | null;
    const at = this.store.now();
    return this.store.add("license_keys", {
      id: Store.id(),
      created_at: at.toISOString(),
      modified_at: null,
      customer_id: grant.customer_id,
      benefit_id: benefit.id,
      grant_id: grant.id,
      key,
      display_key: `****-${key.slice(-6)}`,
      status: "granted",
      limit_activations: activations?.limit ?? null,
      usage: 0,
      limit_usage: (benefit.properties.limit_usage as number | null) ?? null,
      validations: 0,
      last_validated_at: null,
      expires_at: expiresAt(at, benefit.properties.expires as Expiry),
    });
  }

  /** The grant was revoked: its key stops validating. */
  revokeFor(grant: BenefitGrant) {
    const key = this.store.state.license_keys.find((k) => k.grant_id === grant.id);
    if (key) this.change(key, { status: "revoked" });
  }

  byId(id: string, customerId?: string): LicenseKey {
    const key = this.store.get("license_keys", id);
    return found(key && (customerId === undefined || key.customer_id === customerId) && key, "License key not found.");
  }

  activations(key: LicenseKey): LicenseKeyActivation[] {
    return this.store.state.license_key_activations.filter((a) => a.license_key_id === key.id);
  }

  activation(key: LicenseKey, activationId: string): LicenseKeyActivation {
    return found(
      this.activations(key).find((a) => a.id === activationId),
      "License key activation not found.",
    );
  }

  update(key: LicenseKey, input: LicenseKeyUpdate): LicenseKey {
    if (input.limit_usage !== undefined && input.limit_usage !== null && (input.usage ?? key.usage) > input.limit_usage) {
      throw invalidField(["body", "limit_usage"], "Usage limit cannot be below the current usage.", input.limit_usage);
    }
    return this.change(key, input);
  }

  private change(key: LicenseKey, input: LicenseKeyUpdate): LicenseKey {
    for (const field of ["status", "usage", "limit_activations", "limit_usage", "expires_at"] as const) {
      if (input[field] !== undefined) Object.assign(key, { [field]: input[field] });
    }
    key.modified_at = this.store.iso();
    return key;
  }

  /** The key of this organization with this text; the customer's own when a customer asks. */
  private byKey(organizationId: string, text: string, customerId?: string): LicenseKey {
    const key = organizationId === this.store.state.organization.id ? this.store.get("license_keys", text, "key") : undefined;
    return found(key && (customerId === undefined || key.customer_id === customerId) && key, "License key not found.");
  }

  private refuseInactive(key: LicenseKey, refuse: (detail: string) => Error) {
    if (key.status !== "granted") throw refuse("License key is no longer active.");
    if (key.expires_at && new Date(key.expires_at) <= this.store.now()) throw refuse("License key has expired.");
  }

  validate(input: ValidateInput, customerId?: string): { key: LicenseKey; activation: LicenseKeyActivation | null } {
    const key = this.byKey(input.organization_id, input.key, customerId);
    this.refuseInactive(key, notFound);
    let activation: LicenseKeyActivation | null = null;
    if (input.activation_id) {
      activation = this.activation(key, input.activation_id);
      const required = activation.conditions;
      if (Object.keys(required).length > 0 && JSON.stringify(required) !== JSON.stringify(input.conditions ?? {})) {
        throw notFound("License key does not match required conditions");
      }
    }
    if (input.benefit_id && input.benefit_id !== key.benefit_id) throw notFound("License key does not match given benefit.");
    if (input.customer_id && input.customer_id !== key.customer_id) throw notFound("License key does not match given user.");
    const increment = input.increment_usage ?? 0;
    if (increment && key.limit_usage !== null && increment > key.limit_usage - key.usage) {
      throw invalidField(["body", "increment_usage"], `License key only has ${key.limit_usage - key.usage} more usages.`, increment);
    }
    key.usage += increment;
    key.validations += 1;
    key.last_validated_at = this.store.iso();
    return { key, activation };
  }

  activate(input: ActivateInput, customerId?: string): LicenseKeyActivation {
    const key = this.byKey(input.organization_id, input.key, customerId);
    const refuse = (detail: string) => conflict("NotPermitted", detail);
    this.refuseInactive(key, refuse);
    if (!key.limit_activations) throw refuse("License key does not require activation.");
    if (this.activations(key).length >= key.limit_activations) throw refuse("License key activation limit already reached.");
    const at = this.store.iso();
    return this.store.add("license_key_activations", {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      license_key_id: key.id,
      label: input.label,
      meta: input.meta ?? {},
      conditions: input.conditions ?? {},
    });
  }

  deactivate(input: DeactivateInput, customerId?: string) {
    const key = this.byKey(input.organization_id, input.key, customerId);
    const activation = this.activation(key, input.activation_id);
    this.store.state.license_key_activations = this.store.state.license_key_activations.filter((a) => a !== activation);
  }
}
