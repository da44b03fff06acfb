import "server-only";
import { getAuthenticatorName, passkey } from "@better-auth/passkey";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { passkey as passkeyTable } from "@/db/schema";
import { relyingParty } from "./relying-party";

/**
 * Passkeys (better-auth's passkey plugin): added from the security settings after a recent sign-in, named after
 * their authenticator where its AAGUID is known, and a way in on their own. The relying party is the app's own
 * address (BETTER_AUTH_URL): its host name is the id, its origin the only one accepted. A passkey sign-in is both
 * factors at once (something held, unlocked by the person), so two-step sign-in does not ask it for another.
 */
export function passkeyPlugin() {
  const rp = relyingParty();
  return passkey({
    rpID: rp.id,
    rpName: rp.name,
    origin: rp.origin,
    registration: {
      afterVerification: ({ verification }) => {
        const name = getAuthenticatorName(verification.registrationInfo?.aaguid);
        return name ? { name } : undefined;
      },
    },
    authentication: {
      afterVerification: async ({ clientData }) => {
        await db.update(passkeyTable).set({ lastUsedAt: new Date() }).where(eq(passkeyTable.credentialID, clientData.id));
      },
    },
  });
}
