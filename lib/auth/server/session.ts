import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { auth } from "./auth";
import { fastServerSession } from "@/lib/auth/http/session-fast-path";

type ServerSession = Awaited<ReturnType<typeof auth.api.getSession>>;

/**
 * A session read for server components, without refresh (a server component cannot re-issue the cookie; the
 * client's own session calls refresh it). The ordinary cases are read directly (lib/auth/http/session-fast-path.ts),
 * the rest by better-auth.
 */
async function read(useCache: boolean): Promise<ServerSession> {
  const requestHeaders = await headers();
  const fast = await fastServerSession(requestHeaders, useCache);
  if (fast !== undefined) return fast as ServerSession;
  return auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: true, disableCookieCache: !useCache } });
}

/**
 * The current session, read once per request, from the cookie cache when the change feed vouches for it
 * (lib/auth/session-feed/): a session revoked or changed elsewhere is never answered from the cache.
 */
export const getServerSession = cache(() => read(true));

/** The session read from the database, for pages that show or change the account. */
export const getVerifiedSession = cache(() => read(false));

/** The organization plugin's session field (its type does not survive the plugin list's inference). */
export function activeOrganizationIdOf(session: { session: object } | null | undefined): string | null {
  return (session?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId ?? null;
}
