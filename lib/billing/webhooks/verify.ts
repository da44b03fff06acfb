import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** Standard Webhooks' tolerance: a timestamp more than 5 minutes old or ahead is refused. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

export type VerifiedEvent = {
  webhookId: string;
  type: string;
  payload: { type: string; timestamp?: string; data: Record<string, unknown> };
};

export class InvalidWebhook extends Error {}

/**
 * Checks Polar's Standard Webhooks signature over the raw body: HMAC-SHA256 of "id.timestamp.body" keyed with
 * the UTF-8 bytes of the whole whsec_ secret, with node:crypto (the standardwebhooks package hashes in
 * JavaScript, several times slower). Unlike the SDK's validateEvent, an event type
 * the SDK does not know is not refused here: it is stored and acknowledged, or Polar would retry it forever.
 */
export function verifyWebhook(
  rawBody: string,
  headers: Headers,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): VerifiedEvent {
  const id = headers.get("webhook-id");
  const timestamp = headers.get("webhook-timestamp");
  const signature = headers.get("webhook-signature");
  if (!id || !timestamp || !signature) throw new InvalidWebhook("missing Standard Webhooks headers");
  const sentAt = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || !Number.isSafeInteger(sentAt)) throw new InvalidWebhook("invalid timestamp");
  if (nowSeconds - sentAt > TIMESTAMP_TOLERANCE_SECONDS) throw new InvalidWebhook("timestamp too old");
  if (sentAt - nowSeconds > TIMESTAMP_TOLERANCE_SECONDS) throw new InvalidWebhook("timestamp too new");
  const expected = Buffer.from(createHmac("sha256", Buffer.from(secret, "utf8")).update(`${id}.${timestamp}.${rawBody}`).digest("base64"));
  // "v1,<base64> v1,<base64>": any one matching v1 signature will do (Polar sends one; rotation may send two).
  const matches = signature.split(" ").some((part) => {
    const [version, value] = part.split(",", 2);
    const given = Buffer.from(value ?? "");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new InvalidWebhook("no matching signature");
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
