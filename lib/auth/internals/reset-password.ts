import "server-only";
import type { createAuthMiddleware } from "better-auth/api";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The user a password-reset token belongs to, read before /reset-password consumes it: better-auth stores the
 * token as a verification record named `reset-password:<token>` whose value is the user's id (held by
 * tests/integration/two-factor-internals.test.ts). Null for an unknown or expired token.
 */
export async function resetTokenUserId(ctx: HookContext): Promise<string | null> {
  const token = (ctx.body as { token?: unknown } | undefined)?.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  return verification.value;
}
