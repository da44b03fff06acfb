import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member } from "@/db/schema";
import { primaryRole, type Role } from "./roles";

/** The user's role in an organization, or null for a non-member: the check before anything done in its name. */
export async function roleIn(userId: string, organizationId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)))
    .limit(1);
  return row ? primaryRole(row.role) : null;
}
