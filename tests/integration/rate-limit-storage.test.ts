import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import * as schema from "@/db/schema";
import { rateLimit } from "@/db/schema";
import { databaseRateLimitStorage } from "@/lib/auth/server/rate-limit";

/**
 * The app counts rate limits in PostgreSQL with its own one-statement counter instead of better-auth's database
 * storage, which reads each row before writing it: it must decide exactly as the library does. Two bare auth
 * servers on the same table, one with the library's storage and one with the app's, are sent the same attempts
 * (each from its own address) and must answer alike, store alike, and restart their windows alike. A new version
 * of better-auth that counts otherwise fails this test.
 */

const RULE = { window: 60, max: 3 };
const BASE = "http://localhost:3000";

function server(withAppStorage: boolean) {
  const options: BetterAuthOptions = {
    baseURL: BASE,
    secret: "rate-limit-storage-test-secret-0123456789",
    database: drizzleAdapter(db, { provider: "pg", schema }),
    advanced: { ipAddress: { ipAddressHeaders: ["x-forwarded-for"] } },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      customRules: { "/ok": RULE },
      ...(withAppStorage ? { customStorage: databaseRateLimitStorage } : {}),
    },
  };
  return betterAuth(options);
}

const library = server(false);
const app = server(true);
let run = 0;

/** The two servers' addresses for one scenario, fresh each time so that no budget is shared. */
function addresses() {
  run += 1;
  const stamp = `${Date.now() % 200}.${run % 250}`;
  return { library: `198.51.${stamp}`, app: `203.0.${stamp}` } as const;
}

type Side = "library" | "app";
const servers: Record<Side, ReturnType<typeof server>> = { library, app };

async function attempt(side: Side, address: string) {
  const res = await servers[side].handler(new Request(`${BASE}/api/auth/ok`, { headers: { "x-forwarded-for": address } }));
  return { status: res.status, retryAfter: res.headers.get("x-retry-after"), body: await res.text() };
}

async function row(address: string) {
  const [found] = await db
    .select()
    .from(rateLimit)
    .where(eq(rateLimit.key, `${address}|/ok`));
  return found;
}

/** Moves a counter's last allowed attempt back, as if that many seconds had passed. */
async function age(address: string, seconds: number) {
  await db
    .update(rateLimit)
    .set({ lastRequest: sql`${rateLimit.lastRequest} - ${seconds * 1000}` })
    .where(eq(rateLimit.key, `${address}|/ok`));
}

/** Sends `times` attempts to both servers and expects the same answers, and counters that agree. */
async function bothAnswer(ip: Record<Side, string>, times: number) {
  const answers: Record<Side, Awaited<ReturnType<typeof attempt>>[]> = { library: [], app: [] };
  for (let i = 0; i < times; i++) {
    for (const side of ["library", "app"] as const) answers[side].push(await attempt(side, ip[side]));
  }
  const shape = (list: typeof answers.app) => list.map((a) => ({ status: a.status, body: a.body, waits: a.retryAfter !== null }));
  expect(shape(answers.app)).toEqual(shape(answers.library));
  // The seconds to wait agree to within the second the two requests may straddle.
  answers.app.forEach((a, i) => {
    const theirs = answers.library[i]!.retryAfter;
    if (a.retryAfter !== null) expect(Math.abs(Number(a.retryAfter) - Number(theirs))).toBeLessThanOrEqual(1);
  });
  const [theirs, ours] = [await row(ip.library), await row(ip.app)];
  expect(ours?.count).toBe(theirs?.count);
  expect(Math.abs(Number(ours?.lastRequest) - Number(theirs?.lastRequest))).toBeLessThan(5_000);
  return answers.app.map((a) => a.status);
}

beforeAll(async () => {
  await ensureMigrated();
});

describe("the app's database rate-limit counter decides as better-auth's own", () => {
  // First in the file: this process has pruned nothing yet, so its first new window prunes at once.
  it("deletes counters idle for over an hour, in the background, and keeps the others", async () => {
    const stale = `stale-${Date.now()}|/sign-in/email`;
    const recent = `recent-${Date.now()}|/sign-in/email`;
    await db.insert(rateLimit).values([
      { id: `${stale}-id`, key: stale, count: 2, lastRequest: Date.now() - 2 * 3600_000 },
      { id: `${recent}-id`, key: recent, count: 2, lastRequest: Date.now() - 1800_000 },
    ]);
    expect((await attempt("app", addresses().app)).status).toBe(200);
    await expect.poll(async () => (await db.select().from(rateLimit).where(eq(rateLimit.key, stale))).length).toBe(0);
    expect(await db.select().from(rateLimit).where(eq(rateLimit.key, recent))).toHaveLength(1);
  });

  it("allows the budget, refuses the rest with the seconds to wait, and does not count a refusal", async () => {
    const ip = addresses();
    expect(await bothAnswer(ip, 5)).toEqual([200, 200, 200, 429, 429]);
    expect((await row(ip.app))?.count).toBe(3);
  });

  it("restarts the window once its seconds have passed since the last allowed attempt", async () => {
    const ip = addresses();
    await bothAnswer(ip, 4);
    for (const address of Object.values(ip)) await age(address, 61);
    expect(await bothAnswer(ip, 1)).toEqual([200]);
    expect((await row(ip.app))?.count).toBe(1);
  });

  it("keeps counting a window whose last allowed attempt is recent, however long ago it began", async () => {
    const ip = addresses();
    await bothAnswer(ip, 2);
    // The first attempt is older than the window, the last one is not: the window is still running.
    for (const address of Object.values(ip)) await age(address, 40);
    expect(await bothAnswer(ip, 1)).toEqual([200]);
    for (const address of Object.values(ip)) await age(address, 40);
    expect(await bothAnswer(ip, 2)).toEqual([429, 429]);
  });

  it("refuses alike when the budget is spent and the window still runs, then opens alike", async () => {
    const ip = addresses();
    await bothAnswer(ip, 3);
    for (const address of Object.values(ip)) await age(address, 59);
    expect(await bothAnswer(ip, 1)).toEqual([429]);
    for (const address of Object.values(ip)) await age(address, 2);
    expect(await bothAnswer(ip, 2)).toEqual([200, 200]);
  });

  it("counts every one of twenty attempts at once, and refuses all past the budget", async () => {
    const ip = addresses();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => attempt("app", ip.app).then((a) => a.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(RULE.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - RULE.max);
    expect((await row(ip.app))?.count).toBe(RULE.max);
  });
});
