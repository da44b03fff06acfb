import "server-only";
import { getIP } from "@better-auth/core/utils/ip";
import type { BetterAuthOptions } from "better-auth";

type SessionHooks = NonNullable<NonNullable<BetterAuthOptions["databaseHooks"]>["session"]>;
type IpAddressOptions = NonNullable<NonNullable<BetterAuthOptions["advanced"]>["ipAddress"]>;

/**
 * A session keeps its client's whole address, so the sessions list can show it as people write it (::1, not
 * ::). better-auth reads the address once for both rate limits and sessions and cuts IPv6 to its /64 network
 * (advanced.ipAddress.ipv6Subnet), which is right for rate limits (one home or office network is one client) but
 * loses the address: the session is given the same reading (same headers, same trusted proxies) at full length.
 */
export function withWholeAddress(ipAddress: IpAddressOptions, hooks: SessionHooks = {}): SessionHooks {
  const whole: BetterAuthOptions = { advanced: { ipAddress: { ...ipAddress, ipv6Subnet: 128 } } };
  const before = hooks.create?.before;
  return {
    ...hooks,
    create: {
      ...hooks.create,
      before: async (session, ctx) => {
        const headers = ctx?.headers ?? ctx?.request?.headers;
        const address = headers ? getIP(headers, whole) : null;
        const withAddress = address ? { ...session, ipAddress: address } : session;
        if (!before) return { data: withAddress };
        const answer = await before(withAddress, ctx);
        return answer === undefined || answer === true ? { data: withAddress } : answer;
      },
    },
  };
}
