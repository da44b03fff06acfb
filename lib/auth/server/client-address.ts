import "server-only";
import { env } from "@/lib/env";

/**
 * Where better-auth reads the client's address (rate limits, the sessions list). A header is a client's to
 * forge unless a proxy overwrites it, so one is read only when the operator declares that proxy: TRUSTED_PROXIES
 * (a forwarded chain is then read right to left past them) or CLIENT_IP_HEADER (a header the host itself sets,
 * such as cf-connecting-ip). Without either, no address is known: the address budgets are shared by all
 * clients, the production start says so (lib/production-start.ts), and the per-account throttle still holds.
 */
export const clientAddressDeclared = env.TRUSTED_PROXIES.length > 0 || env.CLIENT_IP_HEADER !== undefined;

export function clientAddressOptions() {
  if (!clientAddressDeclared) return { ipAddressHeaders: [] };
  return {
    ipAddressHeaders: [env.CLIENT_IP_HEADER ?? "x-forwarded-for"],
    ...(env.TRUSTED_PROXIES.length ? { trustedProxies: env.TRUSTED_PROXIES } : {}),
  };
}
