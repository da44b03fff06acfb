import "server-only";
import * as z from "zod";
import { auth } from "@/lib/auth/server/auth";
import { listMembersPage } from "@/lib/organization/queries";
import { primaryRole } from "@/lib/organization/roles";
import { actAs, type Acting } from "../keys/acting";
import { refuseNonOwnerRemovingOwner } from "@/lib/organization/rules";
import { inAuthTransaction } from "@/lib/organization/transaction";
import { cursorOf, pageOf, pageQuery } from "../pagination";
import { idParam, organizationParams } from "../params";
import { defineRoute } from "../route";
import { iso, memberView, role } from "../views";
import type { Grant } from "../access";
import { ApiError } from "../errors";
import { memberWithUser } from "../queries";

/** Member routes also answer 404 MEMBER_NOT_FOUND. */
const memberParams = organizationParams.extend({ memberId: idParam("The membership's id (a member's `id`)") });

/** A better-auth organization call made as the grant's member, in one transaction with its activity entry. */
export async function asMember<T>(grant: Grant, work: (actor: Acting) => Promise<T>): Promise<T> {
  const actor = await grant.actor();
  return actAs(actor, () => inAuthTransaction(auth, () => work(actor)));
}

type MemberRow = { id: string; userId: string; role: string; createdAt: Date | string; name: string; email: string };
const viewOf = (row: MemberRow) => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: primaryRole(row.role),
  createdAt: iso(row.createdAt),
});

const memberNotFound = () => new ApiError(404, "MEMBER_NOT_FOUND", "Member not found");

/** The member named by the path, in the path's organization (a key reaches no other). */
async function memberOf(params: { organizationId: string; memberId: string }) {
  const found = await memberWithUser(params.organizationId, params.memberId);
  if (!found) throw memberNotFound();
  return found;
}

export const memberRoutes = [
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/members",
    operationId: "listMembers",
    summary: "List members",
    description: "In join order, oldest first.",
    tags: ["Members"],
    scope: ["members", "read"],
    params: organizationParams,
    query: pageQuery,
    success: { status: 200, description: "A page of members", schema: pageOf(memberView).meta({ id: "MemberPage" }) },
    handler: async ({ params, query }) => {
      const page = await listMembersPage(params.organizationId, query.limit, cursorOf(query.after));
      return { data: page.members.map(viewOf), next: page.next };
    },
  }),
  defineRoute({
    method: "patch",
    path: "/organizations/{organizationId}/members/{memberId}",
    operationId: "updateMemberRole",
    summary: "Change a member's role",
    description: "As on the members screen: only an owner gives or takes the owner role, and an organization keeps an owner.",
    tags: ["Members"],
    scope: ["members", "write"],
    params: memberParams,
    body: z.object({ role }).strict().meta({ id: "MemberRoleChange" }),
    success: { status: 200, description: "The member with the new role", schema: memberView },
    handler: async ({ params, body, grant }) => {
      await memberOf(params);
      await asMember(grant, () =>
        auth.api.updateMemberRole({
          body: { memberId: params.memberId, role: body.role, organizationId: params.organizationId },
          headers: new Headers(),
        }),
      );
      return viewOf(await memberOf(params));
    },
  }),
  defineRoute({
    method: "delete",
    path: "/organizations/{organizationId}/members/{memberId}",
    operationId: "removeMember",
    summary: "Remove a member",
    description: "As on the members screen: only an owner removes an owner, and the only owner cannot be removed.",
    tags: ["Members"],
    scope: ["members", "write"],
    params: memberParams,
    success: { status: 204, description: "Removed" },
    handler: async ({ params, grant }) => {
      await memberOf(params);
      const body = { memberIdOrEmail: params.memberId, organizationId: params.organizationId };
      await asMember(grant, async (actor) => {
        // The rule the app's remove-member hook holds for the screens: that hook runs before any plugin's, so before
        // this call has its member (lib/api/keys/acting.ts), and is asked here instead.
        const adapter = (await auth.$context).adapter as unknown as Parameters<typeof refuseNonOwnerRemovingOwner>[0];
        await refuseNonOwnerRemovingOwner(adapter, actor.userId, params.organizationId, body);
        return auth.api.removeMember({ body, headers: new Headers() });
      });
    },
  }),
];
