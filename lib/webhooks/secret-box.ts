import "server-only";
import { createHmac } from "node:crypto";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { authSecret } from "@/lib/env";

/**
 * Endpoints' signing secrets at rest: sealed with better-auth's authenticated encryption (XChaCha20-Poly1305, a
 * fresh nonce each time) under a key of their own derived from BETTER_AUTH_SECRET, so a copy of the database
 * (a backup, a read-only leak) cannot sign as us. A sealed value is `sealed:v1:` and hex; rows written before
 * sealing hold the bare `whsec_…` secret, which is still read as such until `sealLegacySecrets` (./seal-legacy.ts)
 * seals it. Changing BETTER_AUTH_SECRET makes sealed secrets unreadable: rotate every endpoint's secret then.
 */
const SEALED = "sealed:v1:";

/** The encryption key: BETTER_AUTH_SECRET bent to this one use, so no other use of the secret can open these. */
const sealingKey = () => createHmac("sha256", authSecret()).update("webhook-signing-secret").digest("hex");

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED);

export async function sealSecret(secret: string): Promise<string> {
  return SEALED + (await symmetricEncrypt({ key: sealingKey(), data: secret }));
}

/** A sealed secret that this BETTER_AUTH_SECRET cannot open (it was changed, or the value was tampered with). */
export class SecretUnreadable extends Error {
  constructor() {
    super("The endpoint's signing secret cannot be opened with this BETTER_AUTH_SECRET: rotate the endpoint's secret");
  }
}

/** The `whsec_…` secret of a stored value, sealed or (written before sealing) bare. */
export async function openSecret(stored: string): Promise<string> {
  if (!isSealed(stored)) return stored;
  try {
    return await symmetricDecrypt({ key: sealingKey(), data: stored.slice(SEALED.length) });
  } catch {
    throw new SecretUnreadable();
  }
}
