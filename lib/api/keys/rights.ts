import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { user } from "@/db/schema";
import { isOperatorRole } from "@/lib/admin/roles";
import { listUserOrganizations } from "@/lib/organization/queries";
import { roleIn } from "@/lib/organization/membership";
import { primaryRole, type Role } from "@/lib/organization/roles";
import { RESOURCES, rightsOf, type Action, type Scopes } from "../scopes";

/** What an operator may do on the whole app through the API: manage its webhook endpoints (lib/api/routes/app-webhooks.ts). */
const OPERATOR_RIGHTS: Scopes = { webhooks: ["read", "write"] };

/**
 * The most a personal key may be given: what its person may do in at least one of their organizations, and, for
 * an operator acting as themselves (not `impersonatedBy` another), the whole app's webhooks. Each call with the key
 * is also held to the person's role in the organization it names, or to their being an operator, at that moment.
 */
export async function personalRights(userId: string, impersonatedBy: string | null = null): Promise<Scopes> {
  const [memberships, [row]] = await Promise.all([
    listUserOrganizations(userId),
    db.select({ role: user.role }).from(user).where(eq(user.id, userId)),
  ]);
  const all: Scopes = {};
  const granted = memberships.map(({ role }) => rightsOf(primaryRole(role)));
  if (row && isOperatorRole(row.role) && !impersonatedBy) granted.push(OPERATOR_RIGHTS);
  for (const rights of granted)
    for (const resource of RESOURCES)
      all[resource] = [...new Set([...(all[resource] ?? []), ...(rights[resource] ?? [])])].sort() as Action[];
  return all;
}

/** The creator's role in the organization, and the most an organization key they create may be given. */
export async function organizationRights(userId: string, organizationId: string): Promise<{ role: Role | null; rights: Scopes }> {
  const role = await roleIn(userId, organizationId);
  return { role, rights: rightsOf(role) };
}
