import "server-only";
import { listUserOrganizations } from "@/lib/organization/queries";
import { roleIn } from "@/lib/organization/membership";
import { primaryRole, type Role } from "@/lib/organization/roles";
import { RESOURCES, rightsOf, type Action, type Scopes } from "../scopes";

/**
 * The most a personal key may be given: what its person may do in at least one of their organizations. Each call
 * with the key is also held to the person's role in the organization it names, at that moment.
 */
export async function personalRights(userId: string): Promise<Scopes> {
  const memberships = await listUserOrganizations(userId);
  const all: Scopes = {};
  for (const { role } of memberships) {
    const rights = rightsOf(primaryRole(role));
    for (const resource of RESOURCES)
      all[resource] = [...new Set([...(all[resource] ?? []), ...(rights[resource] ?? [])])].sort() as Action[];
  }
  return all;
}

/** The creator's role in the organization, and the most an organization key they create may be given. */
export async function organizationRights(userId: string, organizationId: string): Promise<{ role: Role | null; rights: Scopes }> {
  const role = await roleIn(userId, organizationId);
  return { role, rights: rightsOf(role) };
}
