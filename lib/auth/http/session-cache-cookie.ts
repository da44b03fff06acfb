import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * better-auth's session cookies, read and written as better-auth 1.7 does, with node:crypto's HMAC (one call)
 * instead of a WebCrypto key import per request. Used by lib/auth/http/session-fast-path.ts only.
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

/**
 * A new cache value for a session read from the database, valid `maxAgeSeconds` from now, carrying `version`
 * (the change feed's stamp, lib/auth/session-feed/cache-version.ts).
 */
export function writeCache(session: object, user: object, secret: string, maxAgeSeconds: number, version: string): string {
  const data = { session, user, updatedAt: Date.now(), version };
  const expiresAt = Date.now() + maxAgeSeconds * 1000;
  const signature = hmac(secret, JSON.stringify({ ...data, expiresAt })).toString("base64url");
  return Buffer.from(JSON.stringify({ session: data, expiresAt, signature })).toString("base64url");
}
