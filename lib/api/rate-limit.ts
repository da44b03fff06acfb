import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { env } from "@/lib/env";
import type Redis from "ioredis";
import { INCREMENT, redis, redisNamespace } from "@/lib/redis";

export type Budget = { limit: number; remaining: number; resetSeconds: number; allowed: boolean };

/**
 * One call counted against a bucket (a key, or a person calling with a session): a fixed window that starts with
 * its first call, in the store the app's other limits use and so shared by every instance: one atomic Redis INCR
 * with REDIS_URL, else (and whenever Redis cannot answer) one statement on PostgreSQL's rate_limit table.
 */
export async function spendCall(
  bucket: string,
  store: { client: () => Redis | null; namespace: () => string } = { client: redis, namespace: redisNamespace },
): Promise<Budget> {
  const limit = env.API_RATE_LIMIT_MAX;
  const windowSeconds = env.API_RATE_LIMIT_WINDOW;
  const key = `api-v1:${bucket}`;
  const counted =
    (await inRedis(store.client(), `${store.namespace()}rate:${key}`, windowSeconds)) ?? (await inDatabase(key, windowSeconds));
  return {
    limit,
    remaining: Math.max(0, limit - counted.count),
    resetSeconds: Math.max(1, Math.ceil(counted.msLeft / 1000)),
    allowed: counted.count <= limit,
  };
}

async function inRedis(client: Redis | null, key: string, windowSeconds: number) {
  if (!client) return null;
  try {
    const [count, msLeft] = (await client.eval(INCREMENT, 1, key, String(windowSeconds))) as [number, number];
    return { count, msLeft };
  } catch {
    return null;
  }
}

async function inDatabase(key: string, windowSeconds: number) {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const result = await db.execute<{ count: number; window_start: string }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now} else rate_limit.last_request end
    returning count, last_request::text as window_start`);
  const row = result.rows[0]!;
  return { count: Number(row.count), msLeft: Number(row.window_start) + windowMs - now };
}

/** The IETF draft's headers (RateLimit-Limit, -Remaining, -Reset in seconds), and Retry-After once refused. */
export function budgetHeaders(budget: Budget, headers: Headers = new Headers()): Headers {
  headers.set("ratelimit-limit", String(budget.limit));
  headers.set("ratelimit-remaining", String(budget.remaining));
  headers.set("ratelimit-reset", String(budget.resetSeconds));
  if (!budget.allowed) headers.set("retry-after", String(budget.resetSeconds));
  return headers;
}
