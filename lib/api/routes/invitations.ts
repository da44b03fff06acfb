import "server-only";
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import { db } from "@/db/client";
import { invitation } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { primaryRole } from "@/lib/organization/roles";
import { ApiError } from "../errors";
import { cursorOf, pageOf, pageQuery } from "../pagination";
import { idParam, organizationParams } from "../params";
import { pendingInvitationsPage } from "../queries";
import { defineRoute } from "../route";
import { invitationView, iso, role } from "../views";
import { asMember } from "./members";

type InvitationRow = {
  id: string;
  email: string;
  role: string | null;
  status: string;
  teamId: string | null;
  expiresAt: Date | string;
  createdAt: Date | string;
};
const viewOf = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  role: primaryRole(row.role ?? "member"),
  status: row.status,
  teamId: row.teamId ?? null,
  expiresAt: iso(row.expiresAt),
  createdAt: iso(row.createdAt),
});

async function invitationIn(organizationId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.id, invitationId), eq(invitation.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new ApiError(404, "INVITATION_NOT_FOUND", "Invitation not found");
  return row;
}

export const invitationRoutes = [
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/invitations",
    operationId: "listInvitations",
    summary: "List pending invitations",
    description: "Pending and unexpired, oldest first. Only owners and admins see them, as on the members screen.",
    tags: ["Invitations"],
    scope: ["invitations", "read"],
    params: organizationParams,
    query: pageQuery,
    success: { status: 200, description: "A page of invitations", schema: pageOf(invitationView).meta({ id: "InvitationPage" }) },
    handler: async ({ params, query }) => {
      const page = await pendingInvitationsPage(params.organizationId, query.limit, cursorOf(query.after));
      return { data: page.rows.map(viewOf), next: page.next };
    },
  }),
  defineRoute({
    method: "post",
    path: "/organizations/{organizationId}/invitations",
    operationId: "inviteMember",
    summary: "Invite someone",
    description:
      "Mails an invitation, as the members screen does: the membership limit, a pending invitation to the same address " +
      "(replaced) and the owner role (only owners give it) hold as there.",
    tags: ["Invitations"],
    scope: ["invitations", "write"],
    params: organizationParams,
    body: z
      .object({
        email: z.email().max(254),
        role,
        teamId: idParam("A team of the organization to join on acceptance").optional(),
      })
      .strict()
      .meta({ id: "InvitationRequest" }),
    success: { status: 201, description: "The invitation", schema: invitationView },
    handler: async ({ params, body, grant }) => {
      const made = (await asMember(grant, () =>
        auth.api.createInvitation({
          body: {
            email: body.email,
            role: body.role,
            organizationId: params.organizationId,
            ...(body.teamId ? { teamId: body.teamId } : {}),
          },
          headers: new Headers(),
        }),
      )) as unknown as { id: string };
      return viewOf(await invitationIn(params.organizationId, made.id));
    },
  }),
  defineRoute({
    method: "delete",
    path: "/organizations/{organizationId}/invitations/{invitationId}",
    operationId: "cancelInvitation",
    summary: "Cancel an invitation",
    tags: ["Invitations"],
    scope: ["invitations", "write"],
    params: organizationParams.extend({ invitationId: idParam("The invitation's id") }),
    success: { status: 204, description: "Canceled" },
    handler: async ({ params, grant }) => {
      await invitationIn(params.organizationId, params.invitationId);
      await asMember(grant, () => auth.api.cancelInvitation({ body: { invitationId: params.invitationId }, headers: new Headers() }));
    },
  }),
];
