/**
 * The endpoints that start a session for a person at a browser (not a refresh of an existing one): password,
 * sign-up, social providers, generic OpenID Connect, the magic link, and the link in a verification mail (which
 * signs in). Any later way in belongs here too: the language carried over a sign-in and the second step of
 * two-step sign-in both key on it.
 */
export const SIGN_IN_PATH_PREFIXES = ["/sign-in/", "/sign-up/", "/callback/", "/oauth2/callback/", "/magic-link/verify", "/verify-email"];

export function isSignInPath(path: string | undefined): boolean {
  return SIGN_IN_PATH_PREFIXES.some((prefix) => path?.startsWith(prefix));
}
