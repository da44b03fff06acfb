import "server-only";
import { inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { ssoProvider } from "@/db/schema";

/**
 * The SSO plugin's callback endpoints, as better-auth names them in a hook's `ctx.path` (the route's pattern, the
 * connection's id in `ctx.params.providerId`): OpenID Connect's redirect URI and SAML's ACS.
 */
export const SSO_CALLBACK_PATHS = ["/sso/callback/:providerId", "/sso/saml2/sp/acs/:providerId"] as const;

/** The connection a provider's callback names, or null when the request is not such a callback. */
export function ssoCallbackProviderId(ctx: { path?: string; params?: unknown }): string | null {
  if (!(SSO_CALLBACK_PATHS as readonly string[]).includes(ctx.path ?? "")) return null;
  const id = (ctx.params as { providerId?: unknown } | undefined)?.providerId;
  return typeof id === "string" && id ? id : null;
}

/**
 * Writes the plugin's own `domainVerified` flag of connections: with `domainVerification` on, the plugin signs no
 * one in through a connection without it, and trusts (links an existing account of) an address of its domain only
 * with it. The app proves domains itself (lib/auth/sso/domains.ts) instead of the plugin's per-connection check.
 */
export async function setConnectionsDomainVerified(ids: string[], verified: boolean): Promise<void> {
  if (ids.length > 0) await db.update(ssoProvider).set({ domainVerified: verified }).where(inArray(ssoProvider.id, ids));
}
