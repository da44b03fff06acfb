import { polarWebhookRoute } from "@/lib/billing/webhooks/route";
import { withRequestLog } from "@/lib/log/request";

/**
 * The Polar better-auth plugin's webhook path, answered by our receiver rather than the plugin's: the event is
 * stored in the transaction of its effect and an unknown type is kept (lib/billing/webhooks/receive.ts). The same
 * route as /api/webhooks/polar, outage reply included.
 */
export const POST = withRequestLog("/api/auth/polar/webhooks", polarWebhookRoute);
