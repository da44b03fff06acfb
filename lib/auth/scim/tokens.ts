import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { SCIMScope } from "@better-auth/scim";
import { APIError } from "better-auth/api";
import { db } from "@/db/client";
import { scimManagedConnection, scimManagedCredential, scimProvisioning, ssoProvider } from "@/db/schema";
import { oneAtATime } from "@/lib/transaction-locks";

/** Every operation: the identity provider creates, reads, changes and removes Users and Groups. */
const SCOPES: SCIMScope[] = ["scim.users.read", "scim.users.write", "scim.groups.read", "scim.groups.write"];

/** How long a token is accepted. Identity providers keep one token for years; a rotation replaces it earlier. */
export const TOKEN_DAYS = 5 * 365;

/** The server-only endpoints of @better-auth/scim's managed connection catalog that minting uses. */
type ManagedApi = {
  createSCIMManagedConnection(input: {
    body: { scopes: SCIMScope[]; expiresAt: Date; creationRequestId: string; provisioningDomainId: string; actorId: string };
  }): Promise<{ connection: { connectionId: string }; token: string }>;
  rotateSCIMManagedCredential(input: {
    body: { scopes: SCIMScope[]; expiresAt: Date; connectionId: string; provisioningDomainId: string; actorId: string };
  }): Promise<{ credential: { credentialId: string }; token: string }>;
  revokeSCIMManagedCredential(input: {
    body: { connectionId: string; provisioningDomainId: string; credentialId: string; actorId: string };
  }): Promise<unknown>;
};

let bound: ManagedApi | undefined;

/** Hands this module the app's auth.api, once it exists (lib/auth/server/auth.ts, which installs the plugin). */
export function bindScimManagedApi(api: unknown): void {
  bound = api as ManagedApi;
}

function managedApi(): ManagedApi {
  if (!bound) throw new Error("SCIM tokens were used before lib/auth/server/auth.ts bound auth.api");
  return bound;
}

/** The organization's SCIM connection, if it has one that is still active. */
export async function organizationConnection(organizationId: string) {
  const [row] = await db
    .select({ connectionId: scimProvisioning.connectionId, providerId: scimProvisioning.providerId })
    .from(scimProvisioning)
    .innerJoin(scimManagedConnection, eq(scimManagedConnection.connectionId, scimProvisioning.connectionId))
    .where(and(eq(scimProvisioning.organizationId, organizationId), eq(scimManagedConnection.status, "active")));
  return row ?? null;
}

/** The ids of the connection's credentials that are still accepted. */
async function activeCredentialIds(connectionId: string): Promise<string[]> {
  const rows = await db
    .select({ credentialId: scimManagedCredential.credentialId })
    .from(scimManagedCredential)
    .innerJoin(scimManagedConnection, eq(scimManagedConnection.id, scimManagedCredential.connectionRecordId))
    .where(and(eq(scimManagedConnection.connectionId, connectionId), eq(scimManagedCredential.status, "active")));
  return rows.map((r) => r.credentialId);
}

/** Whether `providerId` names an SSO connection of this organization. */
export async function providerOfOrganization(organizationId: string, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoProvider.id })
    .from(ssoProvider)
    .where(and(eq(ssoProvider.providerId, providerId), eq(ssoProvider.organizationId, organizationId)));
  return Boolean(row);
}

/**
 * Mints and revocations of one organization's tokens run one at a time: each reads the tokens it replaces once the
 * one before has written its own, so two mints at once cannot leave a replaced token working (nor make two
 * connections).
 */
const tokensKey = (organizationId: string) => `scim-tokens:${organizationId}`;

/** Past the wait for its turn (many at once), a mint or revocation answers 503: the caller tries again. */
const TURN = {
  busy: () =>
    APIError.from("SERVICE_UNAVAILABLE", {
      code: "SERVICE_UNAVAILABLE",
      message: "The service is temporarily unavailable. Please try again shortly.",
    }),
};

/**
 * A new bearer token for the organization, shown once: the first makes its SCIM connection; a later one replaces
 * every earlier token, which stop working at once. The Users and Groups stay, bound to the connection.
 */
export function mintToken(input: { organizationId: string; actorId: string; providerId: string | null }) {
  return oneAtATime(tokensKey(input.organizationId), () => mintTokenNow(input), TURN);
}

async function mintTokenNow(input: { organizationId: string; actorId: string; providerId: string | null }) {
  const api = managedApi();
  const expiresAt = new Date(Date.now() + TOKEN_DAYS * 86_400_000);
  const existing = await organizationConnection(input.organizationId);
  if (!existing) {
    const created = await api.createSCIMManagedConnection({
      body: {
        scopes: SCOPES,
        expiresAt,
        creationRequestId: randomUUID(),
        provisioningDomainId: input.organizationId,
        actorId: input.actorId,
      },
    });
    await db
      .insert(scimProvisioning)
      .values({ organizationId: input.organizationId, connectionId: created.connection.connectionId, providerId: input.providerId })
      .onConflictDoUpdate({
        target: scimProvisioning.organizationId,
        set: { connectionId: created.connection.connectionId, providerId: input.providerId, updatedAt: new Date() },
      });
    return { token: created.token, rotated: false };
  }
  const earlier = await activeCredentialIds(existing.connectionId);
  const rotated = await api.rotateSCIMManagedCredential({
    body: {
      scopes: SCOPES,
      expiresAt,
      connectionId: existing.connectionId,
      provisioningDomainId: input.organizationId,
      actorId: input.actorId,
    },
  });
  await revokeCredentials(api, { ...input, connectionId: existing.connectionId }, earlier);
  await db
    .update(scimProvisioning)
    .set({ providerId: input.providerId, updatedAt: new Date() })
    .where(eq(scimProvisioning.organizationId, input.organizationId));
  return { token: rotated.token, rotated: true };
}

async function revokeCredentials(api: ManagedApi, input: { organizationId: string; actorId: string; connectionId: string }, ids: string[]) {
  for (const credentialId of ids)
    await api.revokeSCIMManagedCredential({
      body: { connectionId: input.connectionId, provisioningDomainId: input.organizationId, credentialId, actorId: input.actorId },
    });
}

/** Revokes every token of the organization; false when it had none. Provisioned people stay as they are. */
export function revokeTokens(input: { organizationId: string; actorId: string }): Promise<boolean> {
  return oneAtATime(tokensKey(input.organizationId), () => revokeTokensNow(input), TURN);
}

async function revokeTokensNow(input: { organizationId: string; actorId: string }): Promise<boolean> {
  const existing = await organizationConnection(input.organizationId);
  if (!existing) return false;
  const ids = await activeCredentialIds(existing.connectionId);
  if (ids.length === 0) return false;
  await revokeCredentials(managedApi(), { ...input, connectionId: existing.connectionId }, ids);
  return true;
}
