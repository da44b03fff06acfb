import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member, organization } from "@/db/schema";
import { primaryRole, type Role } from "@/lib/organization/queries";

/**
 * Organizations buy too. Our own membership check stands before every organization billing call: the
 * purchase carries the organization's id (metadata referenceId), and nothing of Polar's trusts it.
 */
export async function roleIn(userId: string, organizationId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)))
    .limit(1);
  return row ? primaryRole(row.role) : null;
}

export const mayChangeBilling = (role: Role | null) => role === "owner" || role === "admin";

export async function organizationBySlugFor(userId: string, slug: string) {
  const [row] = await db
    .select({ id: organization.id, name: organization.name, slug: organization.slug, role: member.role })
    .from(organization)
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, userId)))
    .where(eq(organization.slug, slug))
    .limit(1);
  return row ? { ...row, role: primaryRole(row.role) } : null;
}
