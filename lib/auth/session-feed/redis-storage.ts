import "server-only";
import type { SecondaryStorage } from "@better-auth/core/db";
import type Redis from "ioredis";
import { INCREMENT } from "@/lib/redis";
import { SESSION_ENTRY_KEY, VERIFICATION_KEY_PREFIX } from "@/lib/auth/internals/secondary-storage";
import { sessionWithUserByToken } from "@/lib/auth/server/queries";
import { cookieCacheVersion, versionSince } from "./cache-version";
import { CACHE_SECONDS, sessionFeed } from "./feed";
import { sessionKey } from "./keys";
import { log } from "@/lib/log/logger";

/** better-auth keys a session's entry by its raw token (32 letters and digits); other keys have a prefix. */
const SESSION_TOKEN = SESSION_ENTRY_KEY;
/** Verification values stay in PostgreSQL only (verification.storeInDatabase): a lost write must not revive one. */
const VERIFICATION = VERIFICATION_KEY_PREFIX;

/** A session entry as stored: better-auth's value, the feed's stamp when it was written, and when. */
type Envelope = { value: string; stamp: string; userId: string; writtenAt: number };

function logOnce(error: unknown) {
  const now = Date.now();
  if (now - lastLogged < 10_000) return;
  lastLogged = now;
  log.warn({ err: error }, "secondary storage: Redis unavailable, reading PostgreSQL instead");
}
let lastLogged = 0;

async function attempt<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    logOnce(error);
    return fallback;
  }
}

function userIdOf(value: string): string | null {
  try {
    const parsed = JSON.parse(value) as { session?: { userId?: unknown } };
    return typeof parsed.session?.userId === "string" ? parsed.session.userId : null;
  } catch {
    return null;
  }
}

/**
 * better-auth's secondary storage on Redis, with PostgreSQL as the system of record (session.storeSessionInDatabase).
 * A session entry is a shared cache with the cookie cache's guarantee: it is served only while the change feed
 * vouches for it (same stamp as a cookie written at that moment) and for at most the cache lifetime; otherwise
 * it is read again from PostgreSQL and stored anew. Any Redis failure reads as "nothing stored", so better-auth
 * falls back to PostgreSQL; a write that failed cannot resurrect anything, since entries are never trusted
 * beyond the feed.
 */
export function redisSecondaryStorage(client: () => Redis | null, namespace: string): SecondaryStorage {
  const keyOf = (key: string) => (SESSION_TOKEN.test(key) ? `${namespace}session:${sessionKey(key).slice(2)}` : `${namespace}${key}`);

  async function stampOf(token: string, userId: string): Promise<string> {
    return cookieCacheVersion({ token, userId }, { id: userId });
  }

  async function storeSession(token: string, value: string, ttl: number | undefined, stamp?: string) {
    const redis = client();
    const userId = userIdOf(value);
    if (!redis || !userId) return;
    const envelope: Envelope = { value, stamp: stamp ?? (await stampOf(token, userId)), userId, writtenAt: Date.now() };
    const data = JSON.stringify(envelope);
    await attempt(() => (ttl && ttl > 0 ? redis.set(keyOf(token), data, "EX", ttl) : redis.set(keyOf(token), data)), null);
  }

  /** The session as PostgreSQL holds it, in better-auth's stored shape, cached again for the next reads. */
  async function readThrough(token: string): Promise<string | null> {
    const since = sessionFeed().position();
    const row = await sessionWithUserByToken(token);
    if (!row) {
      const redis = client();
      if (redis) await attempt(() => redis.del(keyOf(token)), 0);
      return null;
    }
    const value = JSON.stringify({ session: row.session, user: row.user });
    const ttl = Math.floor((row.session.expiresAt.getTime() - Date.now()) / 1000);
    if (ttl > 0) await storeSession(token, value, ttl, await versionSince(token, row.user.id, since));
    return value;
  }

  async function getSession(token: string): Promise<string | null> {
    const redis = client();
    if (!redis) return null;
    const raw = await attempt(() => redis.get(keyOf(token)), undefined);
    if (raw === undefined) return null; // Redis failed: better-auth reads PostgreSQL
    if (raw) {
      try {
        const envelope = JSON.parse(raw) as Envelope;
        const young = Date.now() - envelope.writtenAt <= CACHE_SECONDS * 1000;
        if (young && envelope.stamp === (await stampOf(token, envelope.userId))) return envelope.value;
      } catch {
        // not ours: replaced below
      }
    }
    return readThrough(token);
  }

  return {
    async get(key) {
      if (key.startsWith(VERIFICATION)) return null;
      if (SESSION_TOKEN.test(key)) return getSession(key);
      const redis = client();
      return redis ? attempt(() => redis.get(keyOf(key)), null) : null;
    },
    async set(key, value, ttl) {
      if (key.startsWith(VERIFICATION)) return;
      if (SESSION_TOKEN.test(key)) return storeSession(key, value, ttl);
      const redis = client();
      if (!redis) return;
      await attempt(() => (ttl && ttl > 0 ? redis.set(keyOf(key), value, "EX", ttl) : redis.set(keyOf(key), value)), null);
    },
    async delete(key) {
      if (key.startsWith(VERIFICATION)) return;
      const redis = client();
      if (redis) await attempt(() => redis.del(keyOf(key)), 0);
    },
    async getAndDelete(key) {
      if (key.startsWith(VERIFICATION) || SESSION_TOKEN.test(key)) return null;
      const redis = client();
      return redis ? attempt(() => redis.getdel(keyOf(key)), null) : null;
    },
    async increment(key, ttl) {
      const redis = client();
      if (!redis) throw new Error("Redis is not configured");
      // Counted in Redis or refused: this path is only for rate limits, which use lib/auth/server/rate-limit.ts instead.
      const [count] = (await redis.eval(INCREMENT, 1, keyOf(key), String(ttl))) as [number];
      return count;
    },
  };
}
