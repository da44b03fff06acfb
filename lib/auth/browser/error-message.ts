/** An error as the auth client returns it. */
export type AuthError = { code?: string; message?: string; status?: number; statusText?: string } | null | undefined;

import { messageOr } from "@/lib/i18n/message-or";

/** The `errors` namespace's translator (next-intl's, from a client or a server component). */
type Translate = { (key: "generic" | "rateLimited" | "network"): string; has(key: never): boolean };

/**
 * The message key (in the `errors` namespace) of an auth error code: every code has a sentence of our own
 * under its name, in the app's wording. better-auth reports some codes in a URL with spaces ("unable to link
 * account" becomes unable_to_link_account there); both spellings find the same key.
 */
export function errorKey(code: string | undefined | null): string | undefined {
  if (!code) return undefined;
  const key = code.trim().slice(0, 96).replace(/\s+/g, "_");
  // A code is a word of letters, digits and underscores; anything else is not a key of ours.
  return /^[A-Za-z][\w]*$/.test(key) ? key : undefined;
}

/** Codes whose 429 is their own answer, not the rate limiter's. */
const TOO_MANY_TRIES = new Set(["ACCOUNT_TEMPORARILY_LOCKED"]);

/** Turns any auth error into a sentence in the user's language, never raw JSON or the library's English. */
export function errorMessage(t: Translate, error: AuthError): string {
  if (!error) return t("generic");
  const key = errorKey(error.code);
  // A refusal that is itself about too many tries (the second factor locked) says so; any other 429 is the rate limit.
  if (error.status === 429) return key && TOO_MANY_TRIES.has(key) ? messageOr(t, key, t("rateLimited")) : t("rateLimited");
  if (error.code === "FETCH_ERROR" || error.statusText === "Fetch Error") return t("network");
  return key ? messageOr(t, key, t("generic")) : t("generic");
}
