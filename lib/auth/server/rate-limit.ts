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
 * The counter of one key in PostgreSQL's rate_limit table, in one statement: a fixed window that starts with
 * the first attempt (last_request holds the window's start), counted even when refused. The fallback of the
 * Redis counters below.
 */
async function consumeInDatabase(key: string, rule: Rule): Promise<Decision> {
  const now = Date.now();
  const windowMs = rule.window * 1000;
  const result = await db.execute<{ count: number; window_start: string }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now} else rate_limit.last_request end
    returning count, last_request::text as window_start`);
  const row = result.rows[0]!;
  const count = Number(row.count);
  return count <= rule.max
    ? { allowed: true, retryAfter: null }
    : { allowed: false, retryAfter: Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000)) };
}

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
