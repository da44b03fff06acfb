import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { organization, scimManagedConnection, scimManagedCredential, scimProvisioning, ssoProvider } from "@/db/schema";
import { baseURL } from "@/lib/env";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";

/** Where identity providers send SCIM requests: the same for every organization (the token says which). */
export const scimBaseUrl = () => `${baseURL.replace(/\/$/, "")}/api/auth/scim/v2`;

/** An organization's token as its settings show it: when it was made, last used and expires; never the secret. */
export type ScimTokenState = { createdAt: Date; lastUsedAt: Date | null; expiresAt: Date; providerId: string | null } | null;

export async function organizationTokenState(organizationId: string): Promise<ScimTokenState> {
  const [row] = await db
    .select({
      createdAt: scimManagedCredential.createdAt,
      lastUsedAt: scimManagedCredential.lastUsedAt,
      expiresAt: scimManagedCredential.expiresAt,
      providerId: scimProvisioning.providerId,
    })
    .from(scimProvisioning)
    .innerJoin(scimManagedConnection, eq(scimManagedConnection.connectionId, scimProvisioning.connectionId))
    .innerJoin(scimManagedCredential, eq(scimManagedCredential.connectionRecordId, scimManagedConnection.id))
    .where(and(eq(scimProvisioning.organizationId, organizationId), eq(scimManagedCredential.status, "active")))
    .orderBy(scimManagedCredential.createdAt)
    .limit(1);
  return row ?? null;
}

/** The SSO connections of an organization a token may name (lib/auth/sso/). */
export async function organizationProviders(organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: ssoProvider.providerId })
    .from(ssoProvider)
    .where(eq(ssoProvider.organizationId, organizationId));
  return rows.map((r) => r.providerId);
}

export const SCIM_TOKENS_PAGE = 25;

/**
 * The console's list: every SCIM token of every organization, newest first, with its organization, SSO connection,
 * state and dates. Digests are never read.
 */
export async function listScimTokensPage(options: { after?: KeysetCursor }) {
  return keysetPage(
    { time: scimManagedCredential.createdAt, id: scimManagedCredential.id, order: "desc", after: options.after, size: SCIM_TOKENS_PAGE },
    (keyset) =>
      db
        .select({
          id: scimManagedCredential.id,
          organizationId: organization.id,
          organizationName: organization.name,
          organizationSlug: organization.slug,
          providerId: scimProvisioning.providerId,
          status: scimManagedCredential.status,
          createdAt: scimManagedCredential.createdAt,
          lastUsedAt: scimManagedCredential.lastUsedAt,
          expiresAt: scimManagedCredential.expiresAt,
          revokedAt: scimManagedCredential.revokedAt,
          ...keyset.cursor,
        })
        .from(scimManagedCredential)
        .innerJoin(scimManagedConnection, eq(scimManagedConnection.id, scimManagedCredential.connectionRecordId))
        .innerJoin(organization, eq(organization.id, scimManagedConnection.provisioningDomainId))
        .leftJoin(scimProvisioning, eq(scimProvisioning.connectionId, scimManagedConnection.connectionId))
        .where(keyset.where)
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
}

export type ScimTokenRow = Awaited<ReturnType<typeof listScimTokensPage>>["rows"][number];
