import type { Member } from "../state";
import type { Json, Source } from "./json";

export function member(src: Source, m: Member): Json {
  return {
    id: m.id,
    created_at: m.created_at,
    modified_at: m.modified_at,
    customer_id: m.customer_id,
    email: m.email,
    name: m.name,
    external_id: m.external_id,
    role: m.role,
  };
}
