import "server-only";
import { getCurrentAdapter } from "@better-auth/core/context";
import type { BetterAuthOptions } from "better-auth";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member, user } from "@/db/schema";

/** Paths after which the session's active organization may have changed. */
const ACTIVE_ORGANIZATION_PATHS = new Set([
  "/organization/set-active",
  "/organization/create",
  "/organization/accept-invitation",
  "/organization/leave",
  "/organization/remove-member",
  "/organization/delete",
]);

async function stillMember(userId: string, organizationId: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)))
    .limit(1);
  return Boolean(row);
}

/**
 * A new session starts in the organization its user had active last (if they still belong to it), and each
 * change of the active organization is remembered on the user, through the request's own transaction.
 */
export const lastActiveOrganizationHooks: NonNullable<BetterAuthOptions["databaseHooks"]>["session"] = {
  create: {
    before: async (session) => {
      const [row] = await db.select({ last: user.lastOrganizationId }).from(user).where(eq(user.id, session.userId)).limit(1);
      const last = row?.last;
      if (!last || !(await stillMember(session.userId, last))) return { data: session };
      return { data: { ...session, activeOrganizationId: last } };
    },
  },
  update: {
    after: async (session, ctx) => {
      if (!ctx || !ACTIVE_ORGANIZATION_PATHS.has(ctx.path)) return;
      const active = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
      const adapter = await getCurrentAdapter(ctx.context.adapter);
      await adapter.update({ model: "user", where: [{ field: "id", value: session.userId }], update: { lastOrganizationId: active } });
    },
  },
};
