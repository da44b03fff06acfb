import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member } from "@/db/schema";
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
