import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { auth } from "./server";

/**
 * The current session for server components, read once per request. Refresh is disabled here because a
 * server component cannot re-issue the cookie; the client's own session calls refresh it.
 * The cookie cache (60 s) may answer for a session revoked elsewhere: fine for a header, not for settings.
 */
export const getServerSession = cache(async () => {
  return auth.api.getSession({ headers: await headers(), query: { disableRefresh: true } });
});

/** The session checked against the database, for pages that show or change the account. */
export const getVerifiedSession = cache(async () => {
  return auth.api.getSession({ headers: await headers(), query: { disableRefresh: true, disableCookieCache: true } });
});

/** The organization plugin's session field (its type does not survive the plugin list's inference). */
export function activeOrganizationIdOf(session: { session: object } | null | undefined): string | null {
  return (session?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId ?? null;
}
