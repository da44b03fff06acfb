import "server-only";
import { ingestEvent } from "./ingest";
import { InvalidWebhook, verifyWebhook } from "./verify";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry";

/** Polar waits 10 s at most; an oversized body is not one of its events. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * Polar's signed webhooks: verified, stored and applied to the mirror in one transaction, answered 2xx only
 * after the commit. Bad signatures get 403 and nothing is stored; a failure gets 500 so that Polar retries.
 * Never a redirect, and outside better-auth, so no per-address rate limit applies. Served at
 * /api/webhooks/polar and at the better-auth Polar plugin's own path, /api/auth/polar/webhooks.
 */
export async function receivePolarWebhook(request: Request): Promise<Response> {
  const secret = env.POLAR_WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: "Webhooks are not configured" }, { status: 503 });
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return Response.json({ error: "Payload too large" }, { status: 413 });
  let event;
  try {
    event = verifyWebhook(raw, request.headers, secret);
  } catch (error) {
    if (error instanceof InvalidWebhook) {
      log.warn({ reason: error.message }, "polar webhook: refused");
      return Response.json({ error: "Invalid webhook", detail: error.message }, { status: 403 });
    }
    throw error;
  }
  try {
    const result = await ingestEvent(event);
    const sentAt = event.payload.timestamp ? Date.parse(event.payload.timestamp) : NaN;
    const lagSeconds = Number.isFinite(sentAt) ? Math.max(0, (Date.now() - sentAt) / 1000) : undefined;
    if (result === "applied" && lagSeconds !== undefined) metrics.webhookLag.observe(lagSeconds);
    // The delivery's request id (lib/log/request.ts) is on this line, beside the event's own id.
    log.info({ webhookId: event.webhookId, type: event.type, outcome: result, lagSeconds }, "polar webhook");
    return Response.json({ received: true, duplicate: result === "duplicate" }, { status: 202 });
  } catch (error) {
    log.error({ err: error, webhookId: event.webhookId, type: event.type }, "polar webhook: not applied");
    return Response.json({ error: "Could not process the event" }, { status: 500 });
  }
}
