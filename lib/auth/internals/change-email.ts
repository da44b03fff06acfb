import "server-only";
import { changeEmail, createEmailVerificationToken } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";

/**
 * The specification's change of address (one link to the new address; opening it sets the address, resets
 * emailVerified and mails a verification link) is what better-auth 1.7's /verify-email still does for a token that
 * carries `updateTo` and `userId` but no `requestType`: the "legacy" branch of its handler. Its own /change-email no
 * longer issues such tokens, so lib/auth/server/change-email.ts replaces that endpoint and issues them with the
 * functions below. All of it is held by tests/integration/better-auth-internals.test.ts.
 */

/** better-auth's own /change-email, whose body schema and metadata the replacement endpoint reuses unchanged. */
export const STOCK_CHANGE_EMAIL = changeEmail;

/** The path whose legacy branch applies the change. */
export const VERIFY_EMAIL_PATH = "/verify-email";

/**
 * A token for /verify-email's legacy branch: from `email` to `newEmail`, bound to `userId`, without a requestType
 * (a typed token would take better-auth's two-step or keep-verified branches instead). It also says whether the
 * earlier address was verified when the change was asked for (`fromVerified`, which better-auth's handler ignores):
 * only a proven address may be told of the change and undo it.
 */
export function legacyChangeEmailToken(
  secret: string,
  user: { id: string; email: string; emailVerified?: boolean },
  newEmail: string,
  expiresIn?: number,
) {
  return createEmailVerificationToken(secret, user.email, newEmail, expiresIn, {
    userId: user.id,
    fromVerified: user.emailVerified === true,
  });
}

/** A change of address a /verify-email token carries: from whom (and whether proven) to what, and when it was issued. */
export type ChangeEmailTarget = { updateTo: string; from: string; fromVerified: boolean; userId: unknown; issuedAt: number };

/** The change a /verify-email token carries (addresses lower-cased, as the legacy branch writes them), or null for none. */
export async function changeEmailTokenTarget(token: string, secret: string): Promise<ChangeEmailTarget | null> {
  const payload = await verifyJWT(token, secret);
  const updateTo = typeof payload?.updateTo === "string" ? payload.updateTo.toLowerCase() : undefined;
  if (!updateTo) return null;
  const from = typeof payload?.email === "string" ? payload.email.toLowerCase() : "";
  // Seconds since the epoch (JWT's iat), as milliseconds.
  const issuedAt = typeof payload?.iat === "number" ? payload.iat * 1000 : 0;
  return { updateTo, from, fromVerified: payload?.fromVerified === true, userId: payload?.userId, issuedAt };
}
