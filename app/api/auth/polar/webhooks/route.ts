import { receivePolarWebhook } from "@/lib/billing/webhooks/receive";

/**
 * The Polar better-auth plugin's webhook path, answered by our receiver rather than the plugin's: the event is
 * stored in the transaction of its effect and an unknown type is kept (lib/billing/webhooks/receive.ts).
 */
export const POST = receivePolarWebhook;
