import { managesOrganization, type Role } from "@/lib/organization/roles";

/**
 * What a key may do, as better-auth's api-key plugin stores it (`permissions`): resource → actions. Safe to import
 * from client components (the screens list these): no zod here (its JIT probe trips the pages' CSP), see ./scopes.ts. A resource added here is also a right of some role below.
 */
export const SCOPES = {
  members: ["read", "write"],
  teams: ["read"],
  invitations: ["read", "write"],
  billing: ["read"],
  webhooks: ["read", "write"],
} as const satisfies Record<string, readonly string[]>;

export type Resource = keyof typeof SCOPES;
export type Action = "read" | "write";
export type Scopes = Partial<Record<Resource, Action[]>>;

export const RESOURCES = Object.keys(SCOPES) as Resource[];

/** Drops empty entries and repeated actions, so that what is stored reads the same however it was sent. */
export function normalizeScopes(scopes: Scopes): Scopes {
  const out: Scopes = {};
  for (const resource of RESOURCES) {
    const actions = [...new Set(scopes[resource] ?? [])].sort() as Action[];
    if (actions.length) out[resource] = actions;
  }
  return out;
}

/**
 * The rights a role has in its organization, as the screens and better-auth grant them: every member reads the
 * members and teams; owners and admins also see and manage invitations (better-auth shows pending invitations only
 * to those who may create them), manage members, and see the organization's billing and its webhook endpoints.
 */
export function rightsOf(role: Role | null): Scopes {
  if (!role) return {};
  if (!managesOrganization(role)) return { members: ["read"], teams: ["read"] };
  return { members: ["read", "write"], teams: ["read"], invitations: ["read", "write"], billing: ["read"], webhooks: ["read", "write"] };
}

/** Whether `scopes` grant `action` on `resource`. */
export function allows(scopes: Scopes, resource: Resource, action: Action): boolean {
  return scopes[resource]?.includes(action) ?? false;
}

/** The scopes of `requested` that `rights` do not hold, as "resource:action" (empty: within the rights). */
export function beyondRights(requested: Scopes, rights: Scopes): string[] {
  return RESOURCES.flatMap((resource) =>
    (requested[resource] ?? []).filter((action) => !allows(rights, resource, action)).map((action) => `${resource}:${action}`),
  );
}
