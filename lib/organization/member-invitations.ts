import "server-only";
import { getCurrentAdapter } from "@better-auth/core/context";
import { getSessionFromCtx } from "better-auth/api";
import { primaryRole } from "./roles";

type Ctx = Parameters<typeof getSessionFromCtx>[0] & { query?: Record<string, unknown> };

/**
 * Every member may read its organization's invitations (who is coming is no secret inside it); better-auth 1.7 lets only those who
 * may create invitations. A plain member's list is answered here, without the invitations that would grant the
 * owner role (as better-auth does for anyone who is not an owner); everyone else goes on to better-auth.
 */
export async function invitationsForPlainMember(ctx: Ctx) {
  const session = await getSessionFromCtx(ctx);
  const organizationId =
    (typeof ctx.query?.organizationId === "string" && ctx.query.organizationId) ||
    (session?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId;
  if (!session || !organizationId) return undefined;
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  const membership = await adapter.findOne<{ role: string }>({
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: session.user.id },
    ],
  });
  if (!membership || primaryRole(membership.role) !== "member") return undefined;
  const invitations = await adapter.findMany<{ role: string | null }>({
    model: "invitation",
    where: [{ field: "organizationId", value: organizationId }],
  });
  return invitations.filter(
    (i) =>
      !(i.role ?? "")
        .split(",")
        .map((r) => r.trim())
        .includes("owner"),
  );
}
