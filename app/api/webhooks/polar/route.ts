import { polarWebhookRoute } from "@/lib/billing/webhooks/route";
import { withRequestLog } from "@/lib/log/request";

/** Polar's signed webhooks (lib/billing/webhooks/receive.ts); 503 while the database is away, so Polar retries. */
export const POST = withRequestLog("/api/webhooks/polar", polarWebhookRoute);
