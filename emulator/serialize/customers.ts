import { createHash } from "node:crypto";
import type { Customer } from "../state";
import type { Json, Source } from "./json";

/** Polar gives every customer an avatar address derived from the e-mail (SDK 0.47 requires one). */
function avatarUrl(email: string) {
  return `https://www.gravatar.com/avatar/${createHash("md5").update(email.trim().toLowerCase()).digest("hex")}?d=404`;
}

export function customer(src: Source, c: Customer): Json {
  return {
    id: c.id,
    created_at: c.created_at,
    modified_at: c.modified_at,
    metadata: c.metadata,
    external_id: c.external_id,
    email: c.email,
    email_verified: false,
    type: "individual",
    name: c.name,
    billing_name: c.billing_name ?? c.name,
    billing_address: c.billing_address,
    tax_id: c.tax_id ?? null,
    locale: null,
    organization_id: src.store.state.organization.id,
    default_payment_method_id: c.default_payment_method_id ?? null,
    deleted_at: c.deleted_at,
    first_user_event_at: null,
    avatar_url: avatarUrl(c.email),
  };
}
