import { createHmac } from "node:crypto";

/** What Polar's webhook worker sends as its user agent, and the API version its payloads follow. */
export const WEBHOOK_USER_AGENT = "polar.sh webhooks";
export const WEBHOOK_API_VERSION = "2026-04";

/**
 * Standard Webhooks headers as Polar sends them (plus its user agent and API version). Polar's HMAC key is the UTF-8 bytes of the whole
 * `whsec_…` secret (not the base64-decoded remainder): the SDK's validateEvent base64-encodes the secret
 * before handing it to standardwebhooks, which decodes it back to those bytes.
 */
export function signatureHeaders(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> {
  const signature = createHmac("sha256", Buffer.from(secret, "utf8")).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return {
    "user-agent": WEBHOOK_USER_AGENT,
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": `v1,${signature}`,
    "webhook-api-version": WEBHOOK_API_VERSION,
  };
}
