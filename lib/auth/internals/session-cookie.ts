import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { GenericEndpointContext } from "@better-auth/core";
import { createSessionStore } from "better-auth/cookies";
import { serializeCookie, type CookieOptions } from "better-call";

/**
 * The one place that reads and writes better-auth's session cookies by hand, for the get-session fast path
 * (lib/auth/http/session-fast-path.ts). better-auth's own readers (getCookieCache, ctx.getSignedCookie) import a WebCrypto
 * key and validate with zod on every call: about 150-240 µs per read against 16-19 µs here with node:crypto's
 * HMAC, a tenth of a cache hit's whole budget. tests/integration/session-fast-path.test.ts holds every reply and
 * cookie written here byte for byte equal to stock better-auth's (auth.handler), so a change of format upstream
 * fails there.
 */

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest();

/** better-call's signed cookie: `value.signature`, the signature being the base64 HMAC-SHA256 of the value. */
export function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  return safeEqual(Buffer.from(signature, "base64"), hmac(secret, value)) ? value : null;
}

type Stamps = { id: string; createdAt: string; updatedAt: string };
export type CachedSession = {
  session: Record<string, unknown> & Stamps & { userId: string; token: string; expiresAt: string };
  user: Record<string, unknown> & Stamps & { email: string; emailVerified: boolean; name: string };
  updatedAt: number;
  version?: string;
};

/**
 * The "compact" cookie cache: base64url of {session, expiresAt, signature}, the signature being the unpadded
 * base64url HMAC-SHA256 of JSON.stringify({...session, expiresAt}). JSON keeps key order, so a cache we signed
 * verifies byte for byte and anything else does not. Returns the cache with its expiry, or null.
 */
export function readCache(value: string, secret: string): { cached: CachedSession; expiresAt: number } | null {
  let parsed: { session?: unknown; expiresAt?: unknown; signature?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { session: payload, expiresAt, signature } = parsed ?? {};
  if (typeof expiresAt !== "number" || typeof signature !== "string" || !payload || typeof payload !== "object") return null;
  if (!safeEqual(Buffer.from(signature), Buffer.from(hmac(secret, JSON.stringify({ ...payload, expiresAt })).toString("base64url"))))
    return null;
  const cached = payload as Partial<CachedSession>;
  return cached.session && cached.user && typeof cached.session.token === "string" ? { cached: cached as CachedSession, expiresAt } : null;
}

type CacheCookie = { name: string; attributes: CookieOptions; secret: string; logger: GenericEndpointContext["context"]["logger"] };

/**
 * The Set-Cookie line of a new cache for a session read from the database, valid for the cookie's max-age from
 * now and carrying `version` (the change feed's stamp, lib/auth/session-feed/cache-version.ts); null when
 * better-auth would split it into chunks. Whether it would is asked of better-auth's own cookie store, so its
 * real per-cookie limit decides.
 */
export function cacheCookieLine(cookie: CacheCookie, session: object, user: object, version: string): string | null {
  const maxAge = cookie.attributes.maxAge || 60;
  const data = { session, user, updatedAt: Date.now(), version };
  const expiresAt = Date.now() + maxAge * 1000;
  const signature = hmac(cookie.secret, JSON.stringify({ ...data, expiresAt })).toString("base64url");
  const value = Buffer.from(JSON.stringify({ session: data, expiresAt, signature })).toString("base64url");
  // The store only reads the request's cookies (none here: no old chunks to expire) and the logger.
  const store = createSessionStore(cookie.name, cookie.attributes, { context: { logger: cookie.logger } } as GenericEndpointContext);
  const pieces = store.chunk(value, cookie.attributes);
  if (pieces.length !== 1 || pieces[0].name !== cookie.name) return null;
  return serializeCookie(cookie.name, value, cookie.attributes);
}

/** The line that expires an unusable cache, as better-auth writes it before the new one. */
export function expiredCacheLine(cookie: Pick<CacheCookie, "name" | "attributes">): string {
  return serializeCookie(cookie.name, "", { ...cookie.attributes, maxAge: 0 });
}
