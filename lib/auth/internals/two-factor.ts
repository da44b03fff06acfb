import "server-only";
import type { createAuthMiddleware } from "better-auth/api";

/**
 * Reaches into better-auth's two-factor plugin, each behind a name, each held by a tripwire test
 * (tests/integration/two-factor-internals.test.ts) that fails when the installed plugin changes what it relies on.
 */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type AfterHook = { matcher: (ctx: HookContext) => boolean; handler: (ctx: HookContext) => Promise<unknown> };

/** The plugin's id, as `ctx.context.getPlugin` knows it. */
export const TWO_FACTOR_PLUGIN_ID = "two-factor";

/** The path of password sign-in, which the plugin guards itself. */
const PASSWORD_SIGN_IN = "/sign-in/email";

/**
 * The plugin's own after-hook of password sign-in: given a sign-in that has just made a session for a user with
 * two-step sign-in on, it ends that session, starts the second step (its signed cookie and stored challenge) and
 * answers `{ twoFactorRedirect: true }`, or, for a trusted device, lets the session stand and renews the trust.
 * The plugin applies it to password sign-in only; other ways in reuse it through this function.
 */
export function passwordSecondStepHook(ctx: HookContext): AfterHook {
  const plugin = ctx.context.getPlugin(TWO_FACTOR_PLUGIN_ID) as { hooks?: { after?: AfterHook[] } } | null;
  const hook = plugin?.hooks?.after?.find((h) => h.matcher({ ...ctx, path: PASSWORD_SIGN_IN } as HookContext));
  if (!hook) throw new Error("better-auth's two-factor plugin no longer has an after-hook for password sign-in");
  return hook;
}

/** Whether `ctx`'s path is one the plugin guards itself (so the app must not run its hook a second time). */
export function guardedByPlugin(ctx: HookContext): boolean {
  const plugin = ctx.context.getPlugin(TWO_FACTOR_PLUGIN_ID) as { hooks?: { after?: AfterHook[] } } | null;
  return Boolean(plugin?.hooks?.after?.some((h) => h.matcher(ctx)));
}

/** The cookie that carries a sign-in waiting for its second step (the plugin's name for it, prefixed as configured). */
function pendingCookieName(ctx: HookContext): string {
  return ctx.context.createAuthCookie("two_factor").name;
}

/**
 * The user whose sign-in waits for its second step in this browser: the plugin's signed cookie names a stored
 * challenge whose value is the user's id. Null when there is none or it has expired.
 */
export async function pendingSignInUserId(ctx: HookContext): Promise<string | null> {
  const identifier = await ctx.getSignedCookie(pendingCookieName(ctx), ctx.context.secret);
  if (!identifier) return null;
  const stored = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!stored || stored.expiresAt < new Date()) return null;
  return stored.value;
}

/** The prefix of the stored records behind the "trust this device" cookie; each record's value is the user's id. */
export const TRUSTED_DEVICE_PREFIX = "trust-device-";
