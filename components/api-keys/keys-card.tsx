/**
 * The API keys of a person (account settings) or of an organization (its settings, for owners and admins), read
 * on the server: each key's name, first characters, scopes, creation, last use and expiry; never a secret. The
 * screen itself is ./keys-section.tsx; the scopes offered are those the person's role allows.
 */
import "server-only";
import { listKeys } from "@/lib/api/keys/queries";
import { organizationRights, personalRights } from "@/lib/api/keys/rights";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { KeysSection } from "./keys-section";

export async function PersonalKeysCard({ userId }: { userId: string }) {
  const [keys, rights] = await Promise.all([listKeys({ userId }), personalRights(userId)]);
  return (
    <ClientMessages namespaces={["apiKeys", "errors"]}>
      <KeysSection keys={keys} allowed={rights} />
    </ClientMessages>
  );
}

export async function OrganizationKeysCard({ userId, organizationId }: { userId: string; organizationId: string }) {
  const [keys, { rights }] = await Promise.all([listKeys({ organizationId }), organizationRights(userId, organizationId)]);
  return (
    <ClientMessages namespaces={["apiKeys", "errors"]}>
      <KeysSection keys={keys} allowed={rights} organizationId={organizationId} />
    </ClientMessages>
  );
}
