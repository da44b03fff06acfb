import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member, organization } from "@/db/schema";
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

/** The user's role in an organization and whether it requires a second factor, or null for a non-member. */
export async function membershipIn(userId: string, organizationId: string) {
  const [row] = await db
    .select({ role: member.role, requireTwoFactor: organization.requireTwoFactor })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)))
    .limit(1);
  return row ? { role: primaryRole(row.role), requireTwoFactor: row.requireTwoFactor } : null;
}

/** A member the organization keeps out until they set up the second factor it requires. */
export function lacksRequiredSecondFactor(organization: { requireTwoFactor: boolean }, user: object) {
  return organization.requireTwoFactor && !(user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled;
}
