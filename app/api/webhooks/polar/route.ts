import { receivePolarWebhook } from "@/lib/billing/webhooks/receive";

/** Polar's signed webhooks (lib/billing/webhooks/receive.ts). */
export const POST = receivePolarWebhook;
