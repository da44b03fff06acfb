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

/** The organization the user had active last, if they still belong to it: one query, membership joined. */
async function lastOrganizationStillJoined(userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: member.organizationId })
    .from(user)
    .innerJoin(member, and(eq(member.userId, user.id), eq(member.organizationId, user.lastOrganizationId)))
    .where(eq(user.id, userId))
    .limit(1);
  return row?.organizationId ?? null;
}

/**
 * A new session starts in the organization its user had active last (if they still belong to it), and each
 * change of the active organization is remembered on the user, through the request's own transaction.
 */
export const lastActiveOrganizationHooks: NonNullable<BetterAuthOptions["databaseHooks"]>["session"] = {
  create: {
    before: async (session) => {
      const last = await lastOrganizationStillJoined(session.userId);
      if (!last) return { data: session };
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
