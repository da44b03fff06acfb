import "server-only";
import { lastLoginMethod } from "better-auth/plugins";
import { cookies } from "next/headers";
import { availableProviders } from "./available-providers";

/**
 * The cookie better-auth's lastLoginMethod plugin writes after each sign-in (its default name, said here so the
 * sign-in page reads the same one). Not HttpOnly (the plugin's choice), but only the server reads it: the sign-in
 * page shows "Last used" without any script of its own.
 */
export const LAST_USED_COOKIE = "better-auth.last_used_login_method";

/** Thirty days, the plugin's default, said once. */
const LAST_USED_SECONDS = 30 * 24 * 60 * 60;

/**
 * "Last used" on the sign-in page: better-auth's lastLoginMethod plugin names the way of each sign-in that sets
 * a session cookie ("email" for a password, "magic-link", "passkey", a provider's id from its callback, the OpenID
 * Connect provider's included). The one way in it does not know is named here: a provider's ID token handed to
 * /sign-in/social. The second step of two-step sign-in names none, so the cookie keeps the first step's way.
 */
export function lastUsedPlugin() {
  return lastLoginMethod({
    cookieName: LAST_USED_COOKIE,
    maxAge: LAST_USED_SECONDS,
    // Null: the plugin's own reading.
    customResolveMethod: (ctx) =>
      ctx.path === "/sign-in/social" ? ((ctx.body as { provider?: string } | undefined)?.provider ?? null) : null,
  });
}

/** A way in the sign-in page offers. */
export type LastUsed = { kind: "password" } | { kind: "magic-link" } | { kind: "passkey" } | { kind: "provider"; id: string };

/** The cookie's value as a way in the sign-in page offers now; null for none, or one it no longer offers. */
export function lastUsedOf(value: string | undefined, providerIds: readonly string[]): LastUsed | null {
  if (!value) return null;
  if (value === "email") return { kind: "password" };
  if (value === "magic-link") return { kind: "magic-link" };
  if (value === "passkey") return { kind: "passkey" };
  return providerIds.includes(value) ? { kind: "provider", id: value } : null;
}

/** The way this browser last signed in, read from the request's cookie for the sign-in page. */
export async function lastUsedSignIn(): Promise<LastUsed | null> {
  const value = (await cookies()).get(LAST_USED_COOKIE)?.value;
  return lastUsedOf(
    value,
    availableProviders().map((p) => p.id),
  );
}
