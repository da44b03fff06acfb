import "server-only";
import { auth } from "@/lib/auth/server/auth";
import { connectionForEmail, connectionForOrganization } from "./connections";

/**
 * Starts single sign-on for an address's domain or an organization's slug: the provider's address to send the
 * browser to, and the cookies that bind the sign-in to it (better-auth's state); null when no live connection
 * serves them.
 */
export async function startSso(
  by: { email?: string; organization?: string },
  callbackURL: string,
  requestHeaders: Headers,
): Promise<{ url: string; cookies: string[] } | null> {
  const connection = by.organization
    ? await connectionForOrganization(by.organization)
    : by.email
      ? await connectionForEmail(by.email)
      : null;
  if (!connection) return null;
  const res = await auth.api.signInSSO({
    body: { providerId: connection.providerId, callbackURL, errorCallbackURL: "/sign-in", ...(by.email ? { loginHint: by.email } : {}) },
    headers: requestHeaders,
    asResponse: true,
  });
  if (!res.ok) return null;
  const { url } = (await res.json()) as { url?: string };
  return url ? { url, cookies: res.headers.getSetCookie() } : null;
}
