import { polarWebhookRoute } from "@/lib/billing/webhooks/route";

/** Polar's signed webhooks (lib/billing/webhooks/receive.ts); 503 while the database is away, so Polar retries. */
export const POST = polarWebhookRoute;
