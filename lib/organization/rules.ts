import "server-only";
import { getCurrentAdapter, tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { APIError } from "better-auth/api";
import { holdMemberships, holdTeams } from "./locks";
import { countOwners, organizationIdsOwnedBy, organizationsOnlyOwnedWithOthers, teamNameTaken } from "./queries";
import { primaryRole } from "./roles";

/**
 * Rules of organizations, members and invitations that better-auth 1.7's organization plugin does not hold by itself.
 * Where one of its typed hooks can hold a rule, it does (organizationHooks in ./auth-plugin.ts): handed the rows the
 * library found, whoever calls (HTTP, auth.api with or without a session); the others run before their endpoint by its
 * path (lib/auth/server/hooks.ts), each saying why. The console, where it writes better-auth's tables itself, calls
 * the same functions.
 */
type Adapter = Parameters<typeof getCurrentAdapter>[0];

/**
 * The adapter of the better-auth call under way (a typed hook is handed no context of its own), or rather its
 * open transaction's if there is one (getCurrentAdapter).
 */
async function callAdapter() {
  const base = tryGetCurrentAuthEndpointContext()?.context.adapter;
  if (!base) throw new Error("An organization rule ran outside a better-auth call and was given no adapter");
  return getCurrentAdapter(base);
}

/**
 * "Only a pending, unexpired invitation can be accepted or rejected": the library checks expiry on accept only.
 * beforeRejectInvitation: the library has found the invitation pending and its caller the recipient.
 */
export function refuseExpiredReject(invitation: { expiresAt: Date | string }) {
  if (new Date(invitation.expiresAt) < new Date()) {
    throw APIError.from("BAD_REQUEST", { code: "INVITATION_NOT_FOUND", message: "Invitation not found" });
  }
}

/**
 * Two teams of one organization never share a name (spaces around it and case aside): the invitation form's team
 * picker, the members' team badges and the activity log name a team by its name alone, and two of one name could not
 * be told apart. better-auth has the error's code but never refuses a name. beforeCreateTeam (the default team of a
 * new organization too) and beforeUpdateTeam (`teamId`: the team renamed, which may keep its own name); held under
 * the organization's team lock, so that two teams of one name created at once cannot both pass.
 */
export async function refuseTakenTeamName(organizationId: string, name: unknown, teamId: string | null = null) {
  if (typeof name !== "string") return; // the endpoint's schema answers other types
  await holdTeams(organizationId);
  if (await teamNameTaken(organizationId, name, teamId)) {
    throw APIError.from("BAD_REQUEST", { code: "TEAM_ALREADY_EXISTS", message: "Team already exists" });
  }
}

/**
 * "Leaving or removing a member clears the active organization if it was that one": the library clears it
 * only for the caller's own session; a member removed by someone else (an owner, or an operator from the console)
 * must not keep it in theirs. afterRemoveMember, and the console's removal (given better-auth's adapter, outside
 * any better-auth call).
 */
export async function clearRemovedMembersActiveOrganization(
  member: { userId: string; organizationId: string },
  adapter?: Pick<Adapter, "updateMany">,
) {
  // In a call, the request's transaction adapter: the library may have just updated this session row in it, and a
  // write through another connection would wait on that row lock until the transaction ends, which is never.
  await (adapter ?? (await callAdapter())).updateMany({
    model: "session",
    where: [
      { field: "userId", value: member.userId },
      { field: "activeOrganizationId", value: member.organizationId },
    ],
    update: { activeOrganizationId: null },
  });
}

/**
 * "An organization keeps an owner": whether `member` ceasing to be an owner (removed, or given `newRole`) would leave
 * its organization with none. better-auth holds this on its own endpoints; the console, which writes these rows
 * itself (those endpoints serve members only), asks here before removing a member or changing a role.
 */
export async function leavesNoOwner(member: { id: string; organizationId: string; role: string }, newRole?: string) {
  if (primaryRole(member.role) !== "owner" || (newRole !== undefined && primaryRole(newRole) === "owner")) return false;
  return (await countOwners(member.organizationId, member.id)) === 0;
}

type MemberRow = { id: string; userId: string; organizationId: string; role: string };
const isOwner = (member: MemberRow | null) => member !== null && primaryRole(member.role) === "owner";

/**
 * Only an owner may remove an owner. better-auth refuses a non-owner here with "You cannot leave the
 * organization as the only owner", which is untrue when there are several owners; the refusal gets the
 * words clients expect for a refused removal instead: "You are not allowed to delete this member".
 */
export async function refuseNonOwnerRemovingOwner(adapter: Adapter, callerId: string, activeOrganizationId: string | null, body: unknown) {
  const { memberIdOrEmail, organizationId } = (body ?? {}) as { memberIdOrEmail?: unknown; organizationId?: unknown };
  const orgId = typeof organizationId === "string" ? organizationId : activeOrganizationId;
  if (typeof memberIdOrEmail !== "string" || !orgId) return; // the endpoint answers these itself
  const db = await getCurrentAdapter(adapter);
  const caller = await db.findOne<MemberRow>({
    model: "member",
    where: [
      { field: "userId", value: callerId },
      { field: "organizationId", value: orgId },
    ],
  });
  if (!caller || isOwner(caller)) return;
  let target: MemberRow | null;
  if (memberIdOrEmail.includes("@")) {
    const user = await db.findOne<{ id: string }>({ model: "user", where: [{ field: "email", value: memberIdOrEmail.toLowerCase() }] });
    target = user
      ? await db.findOne<MemberRow>({
          model: "member",
          where: [
            { field: "userId", value: user.id },
            { field: "organizationId", value: orgId },
          ],
        })
      : null;
  } else {
    target = await db.findOne<MemberRow>({ model: "member", where: [{ field: "id", value: memberIdOrEmail }] });
  }
  if (target && target.organizationId === orgId && isOwner(target)) {
    throw APIError.from("FORBIDDEN", {
      code: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER",
      message: "You are not allowed to delete this member",
    });
  }
}

/**
 * A refused request changes nothing: better-auth's set-active and get-full-organization, asked for an
 * organization the caller is not a member of, clear the caller's active organization before refusing. The
 * refusal is given here first, with the library's own status and code, so the session keeps its organization.
 */
export async function refuseStrangerBeforeClearing(adapter: Adapter, userId: string, target: { id?: unknown; slug?: unknown }) {
  const where =
    typeof target.id === "string"
      ? { field: "id", value: target.id }
      : typeof target.slug === "string"
        ? { field: "slug", value: target.slug }
        : null;
  if (!where) return;
  const current = await getCurrentAdapter(adapter);
  const organization = await current.findOne<{ id: string }>({ model: "organization", where: [where] });
  if (!organization) return; // the library answers "Organization not found" without writing
  const member = await current.findOne<{ id: string }>({
    model: "member",
    where: [
      { field: "organizationId", value: organization.id },
      { field: "userId", value: userId },
    ],
  });
  if (!member) {
    throw APIError.from("FORBIDDEN", {
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      message: "User is not a member of the organization",
    });
  }
}

/**
 * "The only owner cannot leave": deleting the account leaves every organization at once, so the only owner of an
 * organization that has other members is refused until another member is an owner (or the others are gone).
 * Checked before a confirmation mail is sent and again at the deletion itself (the mailed link comes later).
 */
export async function refuseDeletingOnlyOwner(userId: string) {
  // Checked while the memberships of the organizations the person owns cannot change (holdMemberships): two owners
  // deleting their accounts at once would each see the other still an owner. Held in id order, so that two
  // deletions never wait for each other in a circle.
  for (const organizationId of await organizationIdsOwnedBy(userId)) await holdMemberships(organizationId);
  if ((await organizationsOnlyOwnedWithOthers(userId)).length === 0) return;
  throw APIError.from("BAD_REQUEST", {
    code: "ONLY_OWNER_OF_ORGANIZATION",
    message: "You are the only owner of an organization that has other members",
  });
}
