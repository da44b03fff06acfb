import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member, organization } from "@/db/schema";
import { managesOrganization, primaryRole } from "@/lib/organization/roles";

/** The organization, when the user is one of its owners or admins (who set up its single sign-on); else null. */
export async function managerIn(userId: string, organizationId: string) {
  const [row] = await db
    .select({ id: organization.id, slug: organization.slug, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)))
    .limit(1);
  return row && managesOrganization(primaryRole(row.role)) ? { id: row.id, slug: row.slug } : null;
}
