import "server-only";
import { getCurrentAdapter } from "@better-auth/core/context";
import { APIError } from "better-auth/api";
import { organizationsOnlyOwnedWithOthers } from "./queries";
import { primaryRole } from "./roles";

/**
 * Rules of organizations, members and invitations that better-auth 1.7's organization plugin does not hold by itself.
 * Each runs as a hook on its endpoint (lib/auth/server/hooks.ts).
 */
type Adapter = Parameters<typeof getCurrentAdapter>[0];

/** "Only a pending, unexpired invitation can be accepted or rejected": the library checks expiry on accept only. */
export async function refuseExpiredReject(adapter: Adapter, body: unknown) {
  const invitationId = (body as { invitationId?: unknown } | undefined)?.invitationId;
  if (typeof invitationId !== "string") return; // the endpoint's schema refuses it
  const invitation = await (
    await getCurrentAdapter(adapter)
  ).findOne<{ status: string; expiresAt: Date | string }>({ model: "invitation", where: [{ field: "id", value: invitationId }] });
  if (invitation && invitation.status === "pending" && new Date(invitation.expiresAt) < new Date()) {
    throw APIError.from("BAD_REQUEST", { code: "INVITATION_NOT_FOUND", message: "Invitation not found" });
  }
}

/**
 * "Leaving or removing a member clears the active organization if it was that one": the library clears it
 * only for the caller's own session; a member removed by someone else must not keep it in theirs.
 */
export async function clearRemovedMembersActiveOrganization(adapter: Adapter, returned: unknown) {
  const member = (returned as { member?: { userId?: string; organizationId?: string } } | null)?.member;
  if (!member?.userId || !member.organizationId) return;
  // The request's transaction adapter: the library may have just updated this session row in it, and a write
  // through another connection would wait on that row lock until the transaction ends, which is never.
  await (
    await getCurrentAdapter(adapter)
  ).updateMany({
    model: "session",
    where: [
      { field: "userId", value: member.userId },
      { field: "activeOrganizationId", value: member.organizationId },
    ],
    update: { activeOrganizationId: null },
  });
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
  if ((await organizationsOnlyOwnedWithOthers(userId)).length === 0) return;
  throw APIError.from("BAD_REQUEST", {
    code: "ONLY_OWNER_OF_ORGANIZATION",
    message: "You are the only owner of an organization that has other members",
  });
}
