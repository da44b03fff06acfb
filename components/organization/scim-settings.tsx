/**
 * The "Provisioning (SCIM)" section of an organization's settings, read on the server: the base URL, the token's
 * state (never the secret) and the SSO connections a token may name; the screen itself is ./scim-section.tsx.
 */
import "server-only";
import { organizationProviders, organizationTokenState, scimBaseUrl } from "@/lib/auth/scim/queries";
import { ScimSection } from "./scim-section";

export async function ScimSettings({ organizationId }: { organizationId: string }) {
  const [state, providers] = await Promise.all([organizationTokenState(organizationId), organizationProviders(organizationId)]);
  const token = state
    ? {
        createdAt: state.createdAt.toISOString(),
        lastUsedAt: state.lastUsedAt?.toISOString() ?? null,
        expiresAt: state.expiresAt.toISOString(),
        providerId: state.providerId,
      }
    : null;
  return <ScimSection organizationId={organizationId} baseUrl={scimBaseUrl()} token={token} providers={providers} />;
}
