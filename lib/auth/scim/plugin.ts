import "server-only";
import { createHmac } from "node:crypto";
import { scim, type SCIMIdentity } from "@better-auth/scim";
import { authSecret } from "@/lib/env";
import { organizationProjection } from "./projection";

/**
 * The managed credentials' digest key: derived from the app's secret for this one use, so no second secret has to
 * be configured, and a token digest says nothing about the session signing key.
 */
function credentialHashSecret(): string {
  return createHmac("sha256", authSecret()).update("scim-managed-credential-digest").digest("hex");
}

/**
 * A SCIM User whose address already has an account is linked to it only when that account is already a member of
 * the organization (the organization already answers for it); the profile stays the person's own. Anyone else is
 * a new account, and an address taken by a stranger is refused (409 uniqueness): an organization's identity
 * provider must not take over, or sign out, an account it does not hold.
 */
const identity: SCIMIdentity = {
  async resolveUser({ provisioningDomainId, resource }, { database }) {
    const user = await database.findOne<{ id: string }>({
      model: "user",
      where: [{ field: "email", value: resource.primaryEmail.toLowerCase() }],
    });
    if (!user) return { action: "create" };
    const member = await database.findOne({
      model: "member",
      where: [
        { field: "organizationId", value: provisioningDomainId },
        { field: "userId", value: user.id },
      ],
    });
    return member ? { action: "link", userId: user.id, profile: "preserve" } : { action: "create" };
  },
};

/**
 * SCIM 2.0 at /api/auth/scim/v2 (@better-auth/scim): one managed connection per organization, its
 * provisioning domain being the organization's id; bearer tokens minted by owners and admins
 * (./token-endpoints.ts); Users and Groups projected onto the organization's members (./projection.ts).
 * Microsoft Entra's classic Group schema marker is accepted on create.
 */
export function scimPlugin() {
  return scim({
    connections: [],
    managedConnections: { credentialHashSecret: credentialHashSecret(), maxActiveCredentials: 2, lastUsedWriteIntervalSeconds: 60 },
    identity,
    projection: organizationProjection,
    compatibility: { microsoftEntra: { acceptLegacyGroupSchema: true } },
  });
}
