import "server-only";
import { base64 } from "@better-auth/utils/base64";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { relyingParty } from "@/lib/auth/passkeys/relying-party";
import { passkeysOf, recordPasskeyUse } from "./queries";

/**
 * Confirming it's you with one of your own passkeys, while signed in. The passkey plugin's authentication
 * endpoint would sign the person in again (a second session); this ceremony only proves who is at the keyboard,
 * with the same library (@simplewebauthn/server) and relying party the plugin uses.
 */
export async function passkeyChallenge(userId: string): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const stored = await passkeysOf(userId);
  if (stored.length === 0) return null;
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: "preferred",
    allowCredentials: stored.map((p) => ({
      id: p.credentialID,
      transports: p.transports ? (p.transports.split(",") as AuthenticatorTransportFuture[]) : undefined,
    })),
  });
}

/** Whether `response` is a valid assertion, for `challenge`, by one of the person's passkeys. */
export async function passkeyAnswers(userId: string, challenge: string, response: AuthenticationResponseJSON): Promise<boolean> {
  const stored = (await passkeysOf(userId)).find((p) => p.credentialID === response.id);
  if (!stored) return false;
  const rp = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: stored.credentialID,
      publicKey: base64.decode(stored.publicKey),
      counter: stored.counter,
      transports: stored.transports?.split(",") as AuthenticatorTransportFuture[] | undefined,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await recordPasskeyUse(stored.id, verification.authenticationInfo.newCounter);
  return true;
}
