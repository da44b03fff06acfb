import "server-only";
import { Webhook, WebhookVerificationError } from "standardwebhooks";

/** Standard Webhooks' tolerance: a timestamp more than 5 minutes old or ahead is refused. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

export type VerifiedEvent = { webhookId: string; type: string; payload: { type: string; timestamp?: string; data: Record<string, unknown> } };

export class InvalidWebhook extends Error {}

/**
 * Checks Polar's signature over the raw body. Polar's HMAC key is the UTF-8 bytes of the whole whsec_ secret,
 * which standardwebhooks reads from base64, hence the encoding. Unlike the SDK's validateEvent, an event type
 * the SDK does not know is not refused here: it is stored and acknowledged, or Polar would retry it forever.
 */
export function verifyWebhook(rawBody: string, headers: Headers, secret: string): VerifiedEvent {
  const id = headers.get("webhook-id");
  const timestamp = headers.get("webhook-timestamp");
  const signature = headers.get("webhook-signature");
  if (!id || !timestamp || !signature) throw new InvalidWebhook("missing Standard Webhooks headers");
  try {
    new Webhook(Buffer.from(secret, "utf8").toString("base64")).verify(rawBody, {
      "webhook-id": id,
      "webhook-timestamp": timestamp,
      "webhook-signature": signature,
    });
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw new InvalidWebhook(error.message);
    throw error;
  }
  let payload: VerifiedEvent["payload"];
  try {
    payload = JSON.parse(rawBody) as VerifiedEvent["payload"];
  } catch {
    throw new InvalidWebhook("body is not JSON");
  }
  if (!payload || typeof payload.type !== "string" || !payload.data || typeof payload.data !== "object") {
    throw new InvalidWebhook("not a Polar event");
  }
  return { webhookId: id, type: payload.type, payload };
}
