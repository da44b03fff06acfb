import { outageAware } from "@/lib/http/boundary";
import { receivePolarWebhook } from "@/lib/billing/webhooks/receive";

/** Polar's signed webhooks (lib/billing/webhooks/receive.ts); 503 while the database is away, so Polar retries. */
export const POST = outageAware(receivePolarWebhook);
