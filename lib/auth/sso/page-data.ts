import "server-only";
import { listConnections } from "./connections";
import { recordName, recordValue } from "./domain-name";
import { listDomains } from "./domains";
import { parseRoleMapping } from "./roles";
import { serviceProviderValues } from "./setup";

function parsed(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** What an organization's SSO page shows: its domains with their records, and its connections (no secrets). */
export async function ssoPageData(organizationId: string) {
  const [domains, connections] = await Promise.all([listDomains(organizationId), listConnections(organizationId)]);
  return {
    domains: domains.map((d) => ({
      id: d.id,
      domain: d.domain,
      status: d.status as "pending" | "verified" | "failed",
      recordName: recordName(d.domain),
      recordValue: recordValue(d.token),
    })),
    connections: connections.map((c) => ({
      providerId: c.providerId,
      type: (c.samlConfig ? "saml" : "oidc") as "saml" | "oidc",
      issuer: c.issuer,
      domain: c.domain,
      domainVerified: c.domainVerified,
      enabled: c.enabled,
      requireSso: c.requireSso,
      idpInitiated: c.idpInitiated,
      ownerFallback: (["password", "magic-link", "none"].includes(c.ownerFallback) ? c.ownerFallback : "password") as
        "password" | "magic-link" | "none",
      roleMapping: Object.entries(parseRoleMapping(c.roleMapping))
        .map(([group, role]) => `${group} = ${role}`)
        .join("\n"),
      testedAt: c.testedAt?.toISOString() ?? null,
      testResult: parsed(c.testResult),
      serviceProvider: c.samlConfig ? serviceProviderValues(c.providerId) : null,
    })),
  };
}
