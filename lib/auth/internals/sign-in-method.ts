import "server-only";
import type { GenericEndpointContext } from "@better-auth/core";

/**
 * What the sessions list's sign-in method relies on in better-auth's two-factor plugin, held by a tripwire test
 * (tests/integration/sign-in-method.test.ts, "internals").
 *
 * The second step's session is created by the plugin after the first step's session was removed, so the way in
 * of the first step has to be carried across: the app keeps it in a record of its own beside the plugin's
 * challenge (lib/auth/server/sign-in-method.ts), named after the challenge's identifier, which both steps can
 * see: the first when the plugin stores the challenge, the second through the plugin's signed cookie.
 */

/**
 * The plugin's challenge of a sign-in waiting for its second step: `2fa-` and 20 random characters (letters,
 * digits, `-` and `_`). Its attempt counter `2fa-attempts-<challenge>` and its e-mailed codes `2fa-otp-<key>` are
 * other records, longer.
 */
const CHALLENGE = /^2fa-[A-Za-z0-9_-]{20}$/;

export function isSecondStepChallenge(identifier: string): boolean {
  return CHALLENGE.test(identifier);
}

/**
 * The challenge this browser's second step answers: the identifier the plugin's signed `two_factor` cookie names.
 * The plugin consumes the challenge record before it creates the session, but the cookie still names it then.
 */
export async function secondStepChallenge(ctx: GenericEndpointContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  return identifier && isSecondStepChallenge(identifier) ? identifier : null;
}
