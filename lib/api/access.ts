import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member, user } from "@/db/schema";
import { isOperatorRole } from "@/lib/admin/roles";
import { roleIn } from "@/lib/organization/membership";
import { organizationById } from "@/lib/organization/queries";
import { primaryRole, type Role } from "@/lib/organization/roles";
import type { Caller } from "./caller";
import { ApiError, NOT_FOUND } from "./errors";
import type { Acting } from "./keys/acting";
import { allows, rightsOf, type Action, type Resource } from "./scopes";

/** What a call may do in an organization once authorized; `actor` is who its better-auth changes act as. */
export type Grant = {
  organization: NonNullable<Awaited<ReturnType<typeof organizationById>>>;
  caller: Caller;
  actor: () => Promise<Acting>;
};

const organizationNotFound = () => new ApiError(404, "ORGANIZATION_NOT_FOUND", "Organization not found");

/**
 * The same rules as the screens: a person (with a session or their key) acts with their role in the organization,
 * now; a personal key is also held to its scopes; an organization key reaches its own organization only, within
 * its scopes (which were within its creator's rights when it was made). A stranger learns nothing (404).
 */
export async function authorize(caller: Caller, organizationId: string, scope: readonly [Resource, Action] | null): Promise<Grant> {
  const organization = await organizationById(organizationId);
  if (caller.kind === "organization-key") {
    if (!organization || caller.organizationId !== organizationId) throw organizationNotFound();
    if (scope && !allows(caller.scopes, ...scope)) throw beyondScopes(scope);
    return { organization, caller, actor: () => organizationKeyActor(caller) };
  }
  const role = organization ? await roleIn(caller.userId, organizationId) : null;
  if (!organization || !role) throw organizationNotFound();
  if (caller.kind === "personal-key" && scope && !allows(caller.scopes, ...scope)) throw beyondScopes(scope);
  if (scope && !allows(rightsOf(role), ...scope))
    throw new ApiError(403, "FORBIDDEN", `Your role (${role}) in this organization does not allow ${scope.join(":")}`);
  const keyId = caller.kind === "personal-key" ? caller.keyId : "session";
  return { organization, caller, actor: async () => ({ userId: caller.userId, organizationId, keyId }) };
}

const beyondScopes = (scope: readonly [Resource, Action]) =>
  new ApiError(403, "INSUFFICIENT_SCOPE", `This key's scopes do not include ${scope.join(":")}`);

/**
 * Who an organization key's changes act as in better-auth, whose organization changes need a member: its creator
 * while they are a member (with their role now, never more), else, once they have left, the longest-standing
 * member holding the role the creator had when making it. Never a higher role than the creator's.
 */
async function organizationKeyActor(caller: Extract<Caller, { kind: "organization-key" }>): Promise<Acting> {
  const { organizationId, keyId } = caller;
  if (caller.createdBy && (await roleIn(caller.createdBy, organizationId))) return { userId: caller.createdBy, organizationId, keyId };
  const role: Role | null = caller.creatorRole;
  if (role) {
    const rows = await db
      .select({ userId: member.userId, role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, organizationId)))
      .orderBy(asc(member.createdAt), asc(member.id));
    const found = rows.find((row) => primaryRole(row.role) === role);
    if (found) return { userId: found.userId, organizationId, keyId };
  }
  throw new ApiError(403, "NO_MEMBER_TO_ACT_AS", `No ${role ?? "owner or admin"} of the organization remains for this key to act as`);
}

/** What a call on the whole app may do once authorized: act as this operator. */
export type OperatorGrant = { caller: Caller; operatorId: string };

const operatorsOnly = (message: string) => new ApiError(403, "OPERATORS_ONLY", message);

/**
 * The console's rule for the whole app's resources (lib/admin/guard.ts): an operator acting as themselves, now
 * (their role read again at each call, not banned), with a session that is no impersonation, or with their personal
 * key holding `scope`. An organization's key never reaches them, whoever made it. Everyone else is refused (403).
 */
export async function authorizeOperator(caller: Caller, scope: readonly [Resource, Action]): Promise<OperatorGrant> {
  if (caller.kind === "organization-key")
    throw operatorsOnly("An organization's key cannot act on the whole app: use an operator's personal key");
  if (caller.kind === "session" && caller.impersonatedBy)
    throw operatorsOnly("An impersonation cannot act on the whole app: sign in as yourself");
  const [row] = await db
    .select({ role: user.role, banned: user.banned, banExpires: user.banExpires })
    .from(user)
    .where(eq(user.id, caller.userId));
  const banned = row?.banned && (!row.banExpires || row.banExpires > new Date());
  if (!row || !isOperatorRole(row.role) || banned) throw operatorsOnly("Only the app's operators may do this");
  if (caller.kind === "personal-key" && !allows(caller.scopes, ...scope)) throw beyondScopes(scope);
  return { caller, operatorId: caller.userId };
}

export { NOT_FOUND };
