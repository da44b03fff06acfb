import "server-only";
import { asc, desc, inArray, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { organization, ssoDomain, ssoProvider } from "@/db/schema";

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
