import "server-only";
import { and, asc, desc, inArray, eq, like } from "drizzle-orm";
import { db } from "@/db/client";
import { organization, ssoDomain, ssoProvider } from "@/db/schema";
import { likePrefix } from "@/lib/admin/input";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";

/** How many connections the console lists at once (the newest). */
export const CONSOLE_CONNECTIONS = 200;

/**
 * Every organization's SSO connections for the console, newest first, with the organization's claimed domains and
 * their states: what each is and whether it is on, never its secrets (client secret, certificates, metadata).
 */
export async function consoleConnections() {
  const rows = await db
    .select({
      providerId: ssoProvider.providerId,
      samlConfig: ssoProvider.samlConfig,
      issuer: ssoProvider.issuer,
      domain: ssoProvider.domain,
      domainVerified: ssoProvider.domainVerified,
      enabled: ssoProvider.enabled,
      requireSso: ssoProvider.requireSso,
      organizationId: ssoProvider.organizationId,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      createdAt: ssoProvider.createdAt,
    })
    .from(ssoProvider)
    .innerJoin(organization, eq(organization.id, ssoProvider.organizationId))
    .orderBy(desc(ssoProvider.createdAt), desc(ssoProvider.id))
    .limit(CONSOLE_CONNECTIONS);
  const orgIds = [...new Set(rows.map((r) => r.organizationId!))];
  const domains = orgIds.length
    ? await db
        .select({ organizationId: ssoDomain.organizationId, domain: ssoDomain.domain, status: ssoDomain.status })
        .from(ssoDomain)
        .where(inArray(ssoDomain.organizationId, orgIds))
        .orderBy(asc(ssoDomain.domain))
    : [];
  return rows.map(({ samlConfig, ...r }) => ({
    ...r,
    organizationId: r.organizationId!,
    type: samlConfig ? ("saml" as const) : ("oidc" as const),
    domains: domains.filter((d) => d.organizationId === r.organizationId).map((d) => ({ domain: d.domain, status: d.status })),
  }));
}

/** How many proven domains the console lists on a page. */
export const PROVEN_DOMAINS_PAGE = 50;

/**
 * Every proven domain, with the organization that proved it, newest claim first, narrowed to those that start with
 * what the operator typed: a domain is proven by one organization at a time, so this is where an operator finds the
 * one that holds it, with or without a connection.
 */
export async function listProvenDomainsPage(options: { query: string; after?: KeysetCursor }) {
  const proven = eq(ssoDomain.status, "verified");
  return keysetPage(
    { time: ssoDomain.createdAt, id: ssoDomain.id, order: "desc", after: options.after, size: PROVEN_DOMAINS_PAGE },
    (keyset) =>
      db
        .select({
          id: ssoDomain.id,
          domain: ssoDomain.domain,
          verifiedAt: ssoDomain.verifiedAt,
          organizationId: organization.id,
          organizationName: organization.name,
          organizationSlug: organization.slug,
          ...keyset.cursor,
        })
        .from(ssoDomain)
        .innerJoin(organization, eq(organization.id, ssoDomain.organizationId))
        .where(and(proven, options.query ? like(ssoDomain.domain, likePrefix(options.query)) : undefined, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
}
