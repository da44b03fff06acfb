import "server-only";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { scopeSlot } from "@/lib/async-scope";

/** A member acting through a key: the person the key's call acts as, in the organization it names. */
export type Acting = { userId: string; organizationId: string; keyId: string };

const acting = scopeSlot<Acting>("acting-member");

/**
 * Runs `work` (better-auth server calls, auth.api.*) as `who`: its organization endpoints then see that member's
 * session, so a key's change meets exactly the rules, limits and activity entries a change from the screens meets.
 * Only code of ours enters this; no HTTP request can (a key sent to /api/auth is no session there).
 */
export function actAs<T>(who: Acting, work: () => Promise<T>): Promise<T> {
  return acting.run(who, work);
}

/**
 * The session of the member acting (better-auth's documented `ctx.context.session`, as its own api-key plugin
 * sets for a key): the person's row, read now, and a session that exists for this call only, in that organization.
 */
export const actingSessionHook = {
  matcher: () => acting.get() !== undefined,
  handler: createAuthMiddleware(async (ctx) => {
    const who = acting.get();
    if (!who || ctx.context.session) return;
    const user = await ctx.context.internalAdapter.findUserById(who.userId);
    if (!user) throw APIError.from("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "The key's member no longer exists" });
    const now = new Date();
    ctx.context.session = {
      user,
      session: {
        id: `api-key:${who.keyId}`,
        token: `api-key:${who.keyId}`,
        userId: user.id,
        activeOrganizationId: who.organizationId,
        ipAddress: null,
        userAgent: null,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      },
    };
    return { context: ctx };
  }),
};
