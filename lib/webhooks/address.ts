import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { env, isProduction } from "@/lib/env";

/**
 * Where an endpoint may point: never at this server's own network (loopback, private ranges, link-local and the
 * cloud metadata address, CGNAT, and their IPv6 forms), unless WEBHOOK_ALLOW_PRIVATE=true (development, tests).
 * Checked when an endpoint is saved and again before every attempt, whose connection then goes to the very
 * address checked (./send.ts), so a name that resolves elsewhere between the two (DNS rebinding) gains nothing.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the metadata service (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
  ["2001:db8::", 32], // documentation
  ["100::", 64], // discard
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address belongs to a range no endpoint may reach. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4) return blocked.check(v4, "ipv4");
  return blocked.check(address, "ipv6");
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** The resolver in use: the system's; tests put a hosts table of their own in its place. */
const holder = ((globalThis as Record<string, unknown>).__webhookResolver ??= { resolve: systemResolver }) as { resolve: Resolver };

export function useResolver(resolver: Resolver | undefined): void {
  holder.resolve = resolver ?? systemResolver;
}

/** Why an endpoint's address is refused (the screens' and the API's code), or ok with the address to connect to. */
export type AddressRefusal = "INVALID_URL" | "HTTPS_REQUIRED" | "CREDENTIALS_IN_URL" | "UNRESOLVABLE_HOST" | "PRIVATE_ADDRESS";
export type AddressCheck = { ok: true; url: URL; target: ResolvedAddress } | { ok: false; code: AddressRefusal };

const MAX_URL_LENGTH = 2000;

/** The URL itself: absolute http(s) (https in production), no user:password, not too long. */
export function checkUrlShape(raw: string): { ok: true; url: URL } | { ok: false; code: AddressRefusal } {
  if (raw.length > MAX_URL_LENGTH || !URL.canParse(raw)) return { ok: false, code: "INVALID_URL" };
  const url = new URL(raw);
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, code: "INVALID_URL" };
  if (url.protocol === "http:" && isProduction) return { ok: false, code: "HTTPS_REQUIRED" };
  if (url.username || url.password) return { ok: false, code: "CREDENTIALS_IN_URL" };
  if (!url.hostname) return { ok: false, code: "INVALID_URL" };
  return { ok: true, url };
}

/**
 * Checks a URL and resolves its host: every address the name has must be allowed (one internal address among
 * public ones is refused: which one a connection gets is not ours to choose); the first is the one to connect to.
 */
export async function checkAddress(raw: string): Promise<AddressCheck> {
  const shape = checkUrlShape(raw);
  if (!shape.ok) return shape;
  const host = shape.url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await holder.resolve(host);
    } catch {
      return { ok: false, code: "UNRESOLVABLE_HOST" };
    }
  }
  if (addresses.length === 0) return { ok: false, code: "UNRESOLVABLE_HOST" };
  if (!env.WEBHOOK_ALLOW_PRIVATE && addresses.some((a) => isInternalAddress(a.address))) return { ok: false, code: "PRIVATE_ADDRESS" };
  return { ok: true, url: shape.url, target: addresses[0] };
}
