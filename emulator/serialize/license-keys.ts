import type { LicenseKey, LicenseKeyActivation } from "../state";
import type { Json, Source } from "./json";
import { customer } from "./customers";

export function licenseKey(src: Source, k: LicenseKey): Json {
  const owner = src.store.get("customers", k.customer_id)!;
  return {
    id: k.id,
    created_at: k.created_at,
    modified_at: k.modified_at,
    organization_id: src.store.state.organization.id,
    customer_id: k.customer_id,
    customer: customer(src, owner),
    benefit_id: k.benefit_id,
    key: k.key,
    display_key: k.display_key,
    status: k.status,
    limit_activations: k.limit_activations,
    usage: k.usage,
    limit_usage: k.limit_usage,
    validations: k.validations,
    last_validated_at: k.last_validated_at,
    expires_at: k.expires_at,
  };
}

export function licenseKeyActivation(src: Source, a: LicenseKeyActivation): Json {
  return {
    id: a.id,
    license_key_id: a.license_key_id,
    label: a.label,
    meta: a.meta,
    created_at: a.created_at,
    modified_at: a.modified_at,
  };
}

export function licenseKeyWithActivations(src: Source, k: LicenseKey, activations: LicenseKeyActivation[]): Json {
  return { ...licenseKey(src, k), activations: activations.map((a) => licenseKeyActivation(src, a)) };
}
