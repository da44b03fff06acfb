import "server-only";
import { and, asc, eq, ilike } from "drizzle-orm";
import { db } from "@/db/client";
import { organization, ssoProvider } from "@/db/schema";
import { containing } from "@/lib/like";
import { connectionDomains, emailDomain } from "./domain-name";

export type ConnectionRow = typeof ssoProvider.$inferSelect;

/** A connection that can sign someone in: switched on, its domains proven, bound to an organization. */
export type LiveConnection = {
  providerId: string;
  organizationId: string;
  organizationSlug: string;
  requireSso: boolean;
  ownerFallback: string;
};

const live = {
  providerId: ssoProvider.providerId,
  organizationId: ssoProvider.organizationId,
  organizationSlug: organization.slug,
  requireSso: ssoProvider.requireSso,
  ownerFallback: ssoProvider.ownerFallback,
  domain: ssoProvider.domain,
};
const isLive = and(eq(ssoProvider.enabled, true), eq(ssoProvider.domainVerified, true));

function asLive(row: {
  providerId: string;
  organizationId: string | null;
  organizationSlug: string;
  requireSso: boolean;
  ownerFallback: string;
}) {
  return row.organizationId ? ({ ...row, organizationId: row.organizationId } as LiveConnection) : null;
}

/** The live connection for an e-mail address's domain (the oldest, should two organizations prove the same one). */
export async function connectionForEmail(email: string): Promise<LiveConnection | null> {
  const domain = emailDomain(email);
  if (!domain) return null;
  const rows = await db
    .select(live)
    .from(ssoProvider)
    .innerJoin(organization, eq(organization.id, ssoProvider.organizationId))
    .where(and(isLive, ilike(ssoProvider.domain, containing(domain))))
    .orderBy(asc(ssoProvider.createdAt));
  const row = rows.find((r) => connectionDomains(r.domain).includes(domain));
  return row ? asLive(row) : null;
}

/** An organization's live connection, for `/sign-in/sso?organization=<slug>`. */
export async function connectionForOrganization(slug: string): Promise<LiveConnection | null> {
  const [row] = await db
    .select(live)
    .from(ssoProvider)
    .innerJoin(organization, eq(organization.id, ssoProvider.organizationId))
    .where(and(isLive, eq(organization.slug, slug)))
    .orderBy(asc(ssoProvider.createdAt))
    .limit(1);
  return row ? asLive(row) : null;
}

export function listConnections(organizationId: string): Promise<ConnectionRow[]> {
  return db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, organizationId)).orderBy(asc(ssoProvider.createdAt));
}

export async function connectionByProviderId(providerId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(ssoProvider).where(eq(ssoProvider.providerId, providerId)).limit(1);
  return row ?? null;
}

/** The app's own settings of a connection, changed by owners and admins (lib/auth/sso/actions.ts) or the console. */
export async function updateConnectionSettings(
  providerId: string,
  set: Partial<
    Pick<ConnectionRow, "enabled" | "requireSso" | "idpInitiated" | "roleMapping" | "ownerFallback" | "testedAt" | "testResult">
  >,
): Promise<ConnectionRow | null> {
  const [row] = await db.update(ssoProvider).set(set).where(eq(ssoProvider.providerId, providerId)).returning();
  return row ?? null;
}
