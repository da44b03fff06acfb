import Redis from "ioredis";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { spendCall } from "@/lib/api/rate-limit";

/** The API's per-key budget with REDIS_URL: one counter in Redis for every instance, PostgreSQL's while Redis is down. */
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

describe("the API's rate limit store", () => {
  it("counts a key's calls in Redis, shared by whoever asks, with the window's reset", async () => {
    if (live.status !== "ready") await new Promise((resolve) => live.once("ready", resolve));
    const store = { client: () => live, namespace: () => namespace };
    const first = await spendCall("key:redis-one", store);
    const second = await spendCall("key:redis-one", store);
    expect(first).toMatchObject({ limit: 600, remaining: 599, allowed: true });
    expect(second.remaining).toBe(598);
    expect(second.resetSeconds).toBeGreaterThan(0);
    expect(second.resetSeconds).toBeLessThanOrEqual(60);
    expect(await live.get(`${namespace}rate:api-v1:key:redis-one`)).toBe("2");
    await live.set(`${namespace}rate:api-v1:key:redis-one`, "600", "KEEPTTL");
    expect(await spendCall("key:redis-one", store)).toMatchObject({ allowed: false, remaining: 0 });
    expect((await spendCall("key:redis-two", store)).allowed).toBe(true);
  });

  it("counts in PostgreSQL while Redis is down: never an error, never an open limit", async () => {
    await ensureMigrated();
    const store = { client: () => down, namespace: () => namespace };
    const bucket = `key:down-${Date.now().toString(36)}`;
    expect((await spendCall(bucket, store)).remaining).toBe(599);
    const rows = await db.execute<{ count: number }>(sql`select count from rate_limit where key = ${`api-v1:${bucket}`}`);
    expect(Number(rows.rows[0]!.count)).toBe(1);
    await db.execute(sql`update rate_limit set count = 600 where key = ${`api-v1:${bucket}`}`);
    expect((await spendCall(bucket, store)).allowed).toBe(false);
  });
});
