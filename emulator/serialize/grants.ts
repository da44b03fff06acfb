import type { BenefitGrant } from "../state";
import type { Json, Source } from "./json";
import { benefit } from "./catalogue";
import { customer } from "./customers";

export function benefitGrant(src: Source, g: BenefitGrant): Json {
  return {
    created_at: g.created_at,
    modified_at: g.modified_at,
    id: g.id,
    granted_at: g.granted_at,
    is_granted: g.granted_at !== null && g.revoked_at === null,
    revoked_at: g.revoked_at,
    is_revoked: g.revoked_at !== null,
    subscription_id: g.subscription_id,
    order_id: g.order_id,
    customer_id: g.customer_id,
    member_id: null,
    benefit_id: g.benefit_id,
    error: null,
    customer: customer(src, src.store.get("customers", g.customer_id)!),
    member: null,
    benefit: benefit(src, src.store.get("benefits", g.benefit_id)!),
    properties: g.properties,
  };
}
