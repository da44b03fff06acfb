import "server-only";
import Redis, { type RedisOptions } from "ioredis";
import { env } from "@/lib/env";

/**
 * The shared store of several instances (REDIS_URL): better-auth's secondary storage, rate-limit counters and
 * the session change feed's fan-out. PostgreSQL stays the system of record, so every caller treats a failed
 * command as "Redis has nothing to say" and asks PostgreSQL instead: commands fail fast (no offline queue, a
 * short timeout) rather than waiting for a Redis that is down.
 */
const OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  retryStrategy: (attempt) => Math.min(100 * attempt, 2_000),
};

type Holder = { client?: Redis; subscriber?: Redis };
const holder = ((globalThis as Record<string, unknown>).__appRedis ??= {}) as Holder;

function open(url: string): Redis {
  const client = new Redis(url, OPTIONS);
  // Reported by the callers' fallbacks; an unhandled "error" event would crash the process.
  client.on("error", () => undefined);
  return client;
}

/** Keys and channels of this deployment, so that several apps (or test runs) can share one Redis. */
export function redisNamespace(): string {
  const database = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : "embedded";
  return `accounts:${database || "default"}:`;
}

/** The command connection, or null without REDIS_URL. Opened on first use, so `next build` never connects. */
export function redis(): Redis | null {
  if (!env.REDIS_URL) return null;
  return (holder.client ??= open(env.REDIS_URL));
}

/** A second connection for SUBSCRIBE (a subscribed connection accepts no other commands). */
export function redisSubscriber(): Redis | null {
  if (!env.REDIS_URL) return null;
  return (holder.subscriber ??= open(env.REDIS_URL));
}

export async function closeRedis(): Promise<void> {
  const { client, subscriber } = holder;
  holder.client = holder.subscriber = undefined;
  await Promise.all([client?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
}

/** INCR that sets the expiry on creation only: a fixed window from the first hit. Returns [count, ms left]. */
export const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1])) end
return { count, redis.call('PTTL', KEYS[1]) }
`;
