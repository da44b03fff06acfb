/**
 * Sensitive actions (a new e-mail address, managing passkeys, deleting the account without its password) ask the
 * person to confirm it's them when they last did so more than this long ago: signing in counts, and so does a
 * password, a code or a passkey given since (lib/auth/verification/plugin.ts).
 */
export const FRESH_VERIFICATION_MINUTES = 10;

/** The refusal's code: the client answers it with the "Confirm it's you" dialog, then repeats the request. */
export const FRESH_VERIFICATION_REQUIRED = "FRESH_VERIFICATION_REQUIRED";

/** When the session's person last proved who they are: signing in, or confirming since. */
export function lastVerifiedAt(session: { createdAt: Date; verifiedAt: Date | null }): Date {
  const { createdAt, verifiedAt } = session;
  return verifiedAt && verifiedAt > createdAt ? verifiedAt : createdAt;
}

export function isFreshlyVerified(session: { createdAt: Date; verifiedAt: Date | null }, now = Date.now()): boolean {
  return now - lastVerifiedAt(session).getTime() < FRESH_VERIFICATION_MINUTES * 60_000;
}
