import "server-only";
import { readCache, unsign, type CachedSession } from "@/lib/auth/internals/session-cookie";

/**
 * Verified session cookies, remembered by their exact text. Every page view of a signed-in browser sends the
 * same two cookies until the cache is rewritten (60 s), and verifying them (two HMACs, a base64 and JSON decode)
 * and running better-auth's output filters over the cache is most of a cache hit's own work. A signature
 * verified once verifies the same text again (the secret does not change while the process runs), so the
 * result is reused; only what was verified is remembered, so a forged cookie can never enter, and a bounded
 * size keeps a flood of genuine ones from growing memory. What changes with time (expiry, the change feed's
 * version) is still checked on every request by the caller.
 */
const MAX_ENTRIES = 10_000;

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

const tokens = new Map<string, string>();

/** The session token of a signed session cookie, or null when its signature fails. */
export function verifiedToken(signed: string, secret: string): string | null {
  const known = tokens.get(signed);
  if (known !== undefined) return known;
  const token = unsign(signed, secret);
  return token === null ? null : remember(tokens, signed, token);
}

export type VerifiedCache<Out> = { cached: CachedSession; expiresAt: number; output: Out };

const caches = new Map<string, VerifiedCache<unknown>>();

/**
 * The cache cookie's content with its expiry and `toOutput`'s result for it (the reply's session and user), or
 * null when its signature fails. Entries past their expiry are dropped when met.
 */
export function verifiedCache<Out>(value: string, secret: string, toOutput: (cached: CachedSession) => Out): VerifiedCache<Out> | null {
  const known = caches.get(value) as VerifiedCache<Out> | undefined;
  if (known && known.expiresAt >= Date.now()) return known;
  if (known) caches.delete(value);
  const read = readCache(value, secret);
  if (!read) return null;
  return remember(caches, value, { ...read, output: toOutput(read.cached) }) as VerifiedCache<Out>;
}
