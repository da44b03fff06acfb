import "server-only";
import { outageAware } from "@/lib/http/boundary";
import { receivePolarWebhook } from "./receive";

/**
 * Polar's webhook as both of its paths serve it (/api/webhooks/polar, the one the README and `npm run dev`
 * register, and /api/auth/polar/webhooks, the @polar-sh/better-auth plugin's, kept for an endpoint configured
 * from the plugin's docs): one handler, so they cannot drift apart. 503 while the database is away, which Polar
 * retries, instead of a 500 that counts toward disabling the endpoint.
 */
export const polarWebhookRoute = outageAware(receivePolarWebhook);
