import "server-only";
import { getCurrentAdapter, tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { recordActivity } from "@/lib/organization/activity";
import { primaryRole } from "@/lib/organization/roles";
import { connectionByProviderId } from "./connections";
import { groupsAttribute, groupsOf, parseRoleMapping, roleForGroups, type MappedRole } from "./roles";

/** The part of better-auth's adapter (a request's, or the SCIM plugin's transaction) these reads need. */
type Finder = {
  findMany<T>(args: {
    model: string;
    where: { field: string; value: string | string[]; operator?: "in" }[];
    sortBy?: { field: string; direction: "asc" | "desc" };
    limit?: number;
  }): Promise<T[]>;
};

/** The entries that set someone's role in an organization (an invitation's acceptance seats them as invited). */
const ROLE_EVENTS = ["added", "accepted", "role_changed", "sso_joined"];

function viaOf(data: unknown): unknown {
  const parsed = typeof data === "string" ? safeJson(data) : data;
  return parsed && typeof parsed === "object" ? (parsed as { via?: unknown }).via : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether the person's role in the organization was last set by an identity provider (their groups, through SCIM
 * or at a single sign-on) rather than by a person, as the organization's activity log records it. Only such a role
 * is taken back when the groups stop giving it: an admin made by an owner stays an admin. An address the log does
 * not know (changed since) counts as set by a person, so nothing is taken away on a guess.
 */
export async function roleGivenByProvider(database: Finder, organizationId: string, email: string): Promise<boolean> {
  const [latest] = await database.findMany<{ data: unknown }>({
    model: "organizationActivity",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "target", value: email },
      { field: "action", value: ROLE_EVENTS, operator: "in" },
    ],
    sortBy: { field: "createdAt", direction: "desc" },
    limit: 1,
  });
  const via = viaOf(latest?.data);
  return via === "scim" || via === "sso";
}

/**
 * The role a member's groups give them, or null to leave their role as it is: owners are never touched, admin is
 * given whenever the groups map to it, and taken back (to member) only from someone whose admin role came from their
 * groups (roleGivenByProvider).
 */
export async function roleFromGroups(
  database: Finder,
  member: { organizationId: string; role: string },
  email: string | null,
  groupsRole: MappedRole,
): Promise<MappedRole | null> {
  const current = primaryRole(member.role);
  if (current === "owner" || current === groupsRole) return null;
  if (groupsRole === "admin") return "admin";
  return email && (await roleGivenByProvider(database, member.organizationId, email)) ? "member" : null;
}

type MemberRow = { id: string; organizationId: string; userId: string; role: string };

/**
 * At each single sign-on through a connection whose groups map to roles, an existing member's role follows the
 * groups the provider sent this time (roleFromGroups). A newcomer is seated by the plugin with their groups' role
 * (recordJoin). Connections without a role mapping leave roles to people.
 */
export async function syncRoleWithGroups(providerId: string, user: { id: string; email: string }, userInfo: Record<string, unknown>) {
  const row = await connectionByProviderId(providerId);
  const endpoint = tryGetCurrentAuthEndpointContext();
  if (!row?.organizationId || !endpoint) return;
  const mapping = parseRoleMapping(row.roleMapping);
  if (Object.keys(mapping).length === 0) return;
  const database = await getCurrentAdapter(endpoint.context.adapter);
  const found = await database.findOne<MemberRow>({
    model: "member",
    where: [
      { field: "organizationId", value: row.organizationId },
      { field: "userId", value: user.id },
    ],
  });
  if (!found) return;
  const attribute = groupsAttribute(row.samlConfig ?? row.oidcConfig);
  const groupsRole = roleForGroups(groupsOf(userInfo.groups ?? userInfo[attribute]), mapping);
  const next = await roleFromGroups(database as unknown as Finder, found, user.email, groupsRole);
  if (!next) return;
  await database.update({ model: "member", where: [{ field: "id", value: found.id }], update: { role: next } });
  await recordActivity({
    organizationId: row.organizationId,
    action: "role_changed",
    target: user.email,
    data: { from: found.role, to: next, via: "sso" },
    actorId: user.id,
  });
}

/** A newcomer seated by their first single sign-on, with the role their groups gave them. */
export async function recordJoin(organizationId: string, user: { id: string; email: string }, role: MappedRole) {
  await recordActivity({ organizationId, action: "sso_joined", target: user.email, data: { role, via: "sso" }, actorId: user.id });
}
