import { eq } from "drizzle-orm";
import Redis from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { session } from "@/db/schema";
import { redisRateLimitStorage } from "@/lib/auth/server/rate-limit";
import { redisSecondaryStorage } from "@/lib/auth/session-feed/redis-storage";
import { SESSION_COOKIE } from "../support/accounts";
import { verifiedUser } from "../support/client";

/**
 * REDIS_URL's stores, against the machine's Redis (127.0.0.1:6379) and against a Redis that is down: PostgreSQL
 * stays the system of record, and an outage reads and counts there instead, never failing and never opening
 * the limits. (The whole app with REDIS_URL runs in tests/multi-instance.)
 */
const live = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
const down = new Redis("redis://127.0.0.1:1", { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 60_000 });
live.on("error", () => undefined);
down.on("error", () => undefined);
const namespace = `test:${Date.now().toString(36)}:${Math.random().toString(36).slice(2, 6)}:`;

afterAll(async () => {
  const keys = await live.keys(`${namespace}*`);
  if (keys.length) await live.del(...keys);
  live.disconnect();
  down.disconnect();
});

async function ready(client: Redis) {
  if (client.status !== "ready") await new Promise((resolve) => client.once("ready", resolve));
}

async function signedInToken() {
  const person = await verifiedUser();
  const token = decodeURIComponent(person.client.cookies.get(SESSION_COOKIE)!).split(".")[0];
  return { person, token };
}

describe("secondary storage on Redis", () => {
  it("serves a session while the feed vouches for it, reads PostgreSQL again once it changed, never stores raw tokens", async () => {
    await ready(live);
    const storage = redisSecondaryStorage(() => live, namespace);
    const { person, token } = await signedInToken();
    const first = JSON.parse((await storage.get(token)) as string);
    expect(first.session.token).toBe(token);
    expect(first.user.id).toBe(person.user.id);
    expect(await live.keys(`${namespace}*${token}*`)).toEqual([]);
    expect((await live.keys(`${namespace}session:*`)).length).toBeGreaterThan(0);

    await db.update(session).set({ userAgent: "changed in PostgreSQL" }).where(eq(session.token, token));
    const until = Date.now() + 1000;
    let seen = first;
    while (Date.now() < until && seen.session.userAgent !== "changed in PostgreSQL")
      seen = JSON.parse((await storage.get(token)) as string);
    expect(seen.session.userAgent).toBe("changed in PostgreSQL");

    await db.delete(session).where(eq(session.token, token));
    const gone = Date.now() + 1000;
    let value: unknown = "present";
    while (Date.now() < gone && value !== null) value = await storage.get(token);
    expect(value).toBeNull();
  });

  it("keeps verification values out of Redis (they live in PostgreSQL)", async () => {
    const storage = redisSecondaryStorage(() => live, namespace);
    await storage.set("verification:abc", "secret", 60);
    expect(await storage.get("verification:abc")).toBeNull();
    expect(await live.keys(`${namespace}verification:*`)).toEqual([]);
  });

  it("reads as empty and never throws while Redis is down", async () => {
    const storage = redisSecondaryStorage(() => down, namespace);
    const { token } = await signedInToken();
    await expect(storage.set(token, JSON.stringify({ session: { userId: "x" } }), 60)).resolves.toBeUndefined();
    await expect(storage.get(token)).resolves.toBeNull();
    await expect(storage.get("active-sessions-x")).resolves.toBeNull();
    await expect(storage.delete(token)).resolves.toBeUndefined();
  });
});

describe("rate-limit counters on Redis", () => {
  const rule = { window: 60, max: 10 };

  it("allow the budget and refuse the next attempt, with the seconds to wait", async () => {
    await ready(live);
    const storage = redisRateLimitStorage(() => live, namespace);
    const key = `10.0.0.1|/sign-in/email|${Math.random()}`;
    for (let i = 0; i < 10; i++) expect((await storage.consume(key, rule)).allowed).toBe(true);
    const refused = await storage.consume(key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
  });

  it("count in PostgreSQL while Redis is down: the same budget, never open, never an error", async () => {
    const storage = redisRateLimitStorage(() => down, namespace);
    const key = `10.0.0.2|/sign-in/email|${Math.random()}`;
    const decisions = [];
    for (let i = 0; i < 11; i++) decisions.push(await storage.consume(key, rule));
    expect(decisions.slice(0, 10).every((d) => d.allowed)).toBe(true);
    expect(decisions[10].allowed).toBe(false);
    expect(decisions[10].retryAfter).toBeGreaterThan(0);
  });
});
