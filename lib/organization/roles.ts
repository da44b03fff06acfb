/**
 * Organization roles as our pages and checks read them; safe to import from client components. A member row
 * may hold several comma-separated roles (better-auth allows it), and the highest one decides.
 */
export const ROLES = ["owner", "admin", "member"] as const;
export type Role = (typeof ROLES)[number];

/** The highest of a member's comma-separated roles. */
export function primaryRole(roles: string): Role {
  const list = roles.split(",").map((r) => r.trim());
  return list.includes("owner") ? "owner" : list.includes("admin") ? "admin" : "member";
}

/** Owners and admins manage an organization: its invitations, teams, settings, activity log and billing. */
export function managesOrganization(role: Role | null | undefined): boolean {
  return role === "owner" || role === "admin";
}
