import "server-only";
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { openSecret } from "./secret-box";

/** How long a rotated secret still signs beside the new one: time for the receiver to switch. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** A new signing secret in Standard Webhooks' form: `whsec_` and 24 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * The three headers of Standard Webhooks for one attempt. During a rotation's grace both secrets sign: the
 * `webhook-signature` header lists both signatures (space-separated), and a receiver holding either accepts it.
 */
export function signatureHeaders(
  secrets: readonly string[],
  messageId: string,
  sentAt: Date,
  body: string,
): { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string } {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": Math.floor(sentAt.getTime() / 1000).toString(),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(messageId, sentAt, body)).join(" "),
  };
}

/**
 * The secrets that sign now, opened from their sealed form in the row (./secret-box.ts): the current one (throws
 * SecretUnreadable if it cannot be opened), and the previous one while its grace lasts (left out if it cannot be:
 * a rotation is how an owner gets out of an unreadable secret).
 */
export async function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): Promise<string[]> {
  const current = await openSecret(endpoint.secret);
  const inGrace = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  const previous = inGrace ? await openSecret(endpoint.previousSecret!).catch(() => null) : null;
  return previous ? [current, previous] : [current];
}
