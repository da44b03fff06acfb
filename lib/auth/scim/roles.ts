import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { scimProvisioning, ssoProvider } from "@/db/schema";

type GroupRole = "admin" | "member";

/** Group names that give a role when the SSO connection maps none: "admin(s)" and "member(s)", case and spacing aside. */
const BY_NAME: Record<string, GroupRole> = { admin: "admin", admins: "admin", member: "member", members: "member" };

const isRole = (value: unknown): value is GroupRole => value === "admin" || value === "member";

/** The group-to-role map of the SSO connection the organization's SCIM token names, if it has one. */
async function connectionMapping(organizationId: string): Promise<Record<string, GroupRole> | null> {
  const [row] = await db
    .select({ mapping: ssoProvider.roleMapping })
    .from(scimProvisioning)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, scimProvisioning.providerId))
    .where(eq(scimProvisioning.organizationId, organizationId));
  if (!row?.mapping) return null;
  try {
    const parsed = JSON.parse(row.mapping) as unknown;
    if (!parsed || typeof parsed !== "object") return null;
    const entries = Object.entries(parsed).filter((entry): entry is [string, GroupRole] => isRole(entry[1]));
    return Object.fromEntries(entries.map(([group, role]) => [group.trim().toLowerCase(), role]));
  } catch {
    return null;
  }
}

/**
 * The role a SCIM Group gives its members in the organization: as the SSO connection named by the token maps
 * that group (its role mapping, the same one single sign-on uses), else by the group's name. Ownership is never
 * given by the identity provider.
 */
export async function roleOfGroup(organizationId: string, displayName: string): Promise<GroupRole | undefined> {
  const name = displayName.trim().toLowerCase();
  const mapping = await connectionMapping(organizationId);
  return mapping?.[name] ?? BY_NAME[name];
}
