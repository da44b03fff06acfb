import "server-only";
import { randomUUID } from "node:crypto";
import type { BetterAuthRateLimitStorage } from "@better-auth/core";
import { sql } from "drizzle-orm";
import type Redis from "ioredis";
import { db } from "@/db/client";
import { INCREMENT } from "@/lib/redis";

type Rule = { window: number; max: number };

/**
 * Limits guard what costs or reveals something (password hashing, mail, enumeration); session reads and
 * ordinary calls are never throttled, since many people can share one address behind an office network.
 */
export function rateLimitRules(window: number, max: number): Record<string, Rule | false> {
  const strict: Rule = { window, max };
  return {
    "/sign-in/email": strict,
    "/sign-up/email": strict,
    "/sign-in/magic-link": strict,
    "/request-password-reset": strict,
    "/forget-password": strict,
    "/reset-password": strict,
    "/send-verification-email": strict,
    "/change-email": strict,
    "/undo-email-change": strict,
    "/change-password": strict,
    "/delete-user": strict,
    // The second step's codes (the plugin's own 3 per 10 s replaced by the app's budget, configured once).
    "/two-factor/*": strict,
    // Confirming it's you: a password, an e-mailed code or a passkey, each a guess to be counted.
    "/verify-identity/*": strict,
    "/get-session": false,
    "/list-sessions": false,
    "/list-accounts": false,
    "/ok": false,
  };
}

type Decision = { allowed: boolean; retryAfter: number | null };

/**
 * Expired counters (one row per address and path) are deleted at most once a minute by one process, those idle
 * for an hour or the longest window seen, whichever is longer: longer than any rule of the app's, better-auth's or
 * its plugins', so no running window is ever cut short, even one only another instance has used.
 */
const PRUNE_EVERY_MS = 60_000;
const KEEP_AT_LEAST_SECONDS = 3600;
let prunedAt = 0;
let longestWindowSeen = KEEP_AT_LEAST_SECONDS;

/** Deletes expired counters in the background: never awaited by a request, and a failure only leaves them for later. */
function pruneExpired(now: number) {
  if (now - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now;
  void db.execute(sql`delete from rate_limit where last_request < ${now - longestWindowSeen * 1000}`).catch(() => undefined);
}

/**
 * The counter of one key in PostgreSQL's rate_limit table: better-auth's own database counter (a rolling window
 * that restarts once `window` seconds have passed since the last allowed attempt; a refused attempt is not
 * counted), decided in one statement where the library reads the row first and then writes it, two or three
 * round trips on every sign-in. Only a refusal reads the row again, for the seconds to wait.
 * tests/integration/rate-limit-storage.test.ts holds it to the library's own answers.
 */
async function consumeInDatabase(key: string, rule: Rule): Promise<Decision> {
  const now = Date.now();
  longestWindowSeen = Math.max(longestWindowSeen, rule.window);
  const restartsBefore = now - rule.window * 1000;
  const counted = await db.execute<{ count: number }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${restartsBefore} then 1 else rate_limit.count + 1 end,
      last_request = ${now}
    where rate_limit.last_request <= ${restartsBefore} or rate_limit.count < ${rule.max}
    returning count`);
  if (counted.rows.length > 0) {
    if (Number(counted.rows[0]!.count) === 1) pruneExpired(now);
    return { allowed: true, retryAfter: null };
  }
  const held = await db.execute<{ last_request: string }>(sql`select last_request::text from rate_limit where key = ${key}`);
  const lastRequest = Number(held.rows[0]?.last_request ?? now);
  return { allowed: false, retryAfter: Math.ceil((lastRequest + rule.window * 1000 - Date.now()) / 1000) };
}

/** The database counter as better-auth's rate-limit storage: the app's, without REDIS_URL. */
export const databaseRateLimitStorage: BetterAuthRateLimitStorage = { consume: consumeInDatabase };

/**
 * Rate-limit counters in Redis (REDIS_URL), shared by every instance, one atomic INCR per attempt. When Redis
 * cannot answer, the attempt is counted in PostgreSQL instead: an outage never opens the limits and never
 * fails a request. (The two counters are separate, so across the moment Redis fails a client may get its
 * window's budget once more, no more.)
 */
export function redisRateLimitStorage(client: () => Redis | null, namespace: string): BetterAuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const redis = client();
      if (redis) {
        try {
          const [count, msLeft] = (await redis.eval(INCREMENT, 1, `${namespace}rate:${key}`, String(rule.window))) as [number, number];
          return count <= rule.max
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: Math.max(1, Math.ceil(msLeft / 1000)) };
        } catch {
          // counted in PostgreSQL below
        }
      }
      return consumeInDatabase(key, rule);
    },
  };
}
