import { vi } from "vitest";

// Before any app module reads its settings (vitest gives every test file its own module graph).
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  process.env.RATE_LIMIT_ENABLED = "true";
  process.env.RATE_LIMIT_MAX = "3";
  process.env.RATE_LIMIT_WINDOW = "60";
  delete process.env.CLIENT_IP_HEADER; // the default: x-forwarded-for, read once a proxy is declared
  process.env.TRUSTED_PROXIES = "127.0.0.1";
  return saved;
});

import { setTimeout as sleep } from "node:timers/promises";
import { eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { rateLimit } from "@/db/schema";
import { env } from "@/lib/env";
import { lastMailTo, TestClient, uniqueEmail } from "../support/client";

let ipCounter = 0;
/** A documentation address (RFC 5737) of its own for each test, so budgets never mix between tests. */
function freshIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function from(ip: string) {
  return new TestClient({ "x-forwarded-for": ip });
}

async function signInAttempt(client: TestClient) {
  return client.post("/sign-in/email", { email: uniqueEmail("nobody"), password: "wrong-password-1" });
}

// The worker may run another file next: leave the environment as it was.
afterAll(() => {
  for (const key of ["RATE_LIMIT_ENABLED", "RATE_LIMIT_MAX", "RATE_LIMIT_WINDOW", "CLIENT_IP_HEADER", "TRUSTED_PROXIES"]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

describe("rate limits kept in the database", () => {
  it("runs with the settings of this file", () => {
    expect(env.RATE_LIMIT_ENABLED).toBe(true);
    expect(env.RATE_LIMIT_MAX).toBe(3);
    expect(env.CLIENT_IP_HEADER).toBeUndefined();
    expect(env.TRUSTED_PROXIES).toEqual(["127.0.0.1"]);
  });

  it("answers the 4th sign-in within the window with 429, and counts in the rate_limit table", async () => {
    const ip = freshIp();
    const client = from(ip);
    for (let i = 0; i < 3; i++) expect((await signInAttempt(client)).status).toBe(401);
    const limited = await signInAttempt(client);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many requests. Please try again later.");
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("x-retry-after"))).toBeLessThanOrEqual(60);

    const [row] = await db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, `${ip}|/sign-in/email`));
    expect(row).toMatchObject({ count: 3 });
    expect(Date.now() - row.lastRequest).toBeLessThan(60_000);
  });

  it("limits even a correct sign-in once the budget is spent", async () => {
    const ip = freshIp();
    const email = uniqueEmail("limited");
    const password = "right-password-1";
    await from(freshIp()).post("/sign-up/email", { email, password, name: "L" });
    const client = from(ip);
    for (let i = 0; i < 3; i++) await signInAttempt(client);
    expect((await client.post("/sign-in/email", { email, password })).status).toBe(429);
  });

  it("gives each client address its own budget, taken from x-forwarded-for behind a declared proxy", async () => {
    const spent = freshIp();
    const other = freshIp();
    for (let i = 0; i < 3; i++) await signInAttempt(from(spent));
    expect((await signInAttempt(from(spent))).status).toBe(429);
    expect((await signInAttempt(from(other))).status).toBe(401);

    // Other headers do not choose the address.
    expect((await signInAttempt(new TestClient({ "x-forwarded-for": spent, "x-real-ip": freshIp() }))).status).toBe(429);
    const keys = (await db.select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, `%|/sign-in/email`))).map((r) => r.key);
    expect(keys).toContain(`${spent}|/sign-in/email`);
    expect(keys).toContain(`${other}|/sign-in/email`);
  });

  it("counts each path on its own", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await signInAttempt(from(ip));
    expect((await signInAttempt(from(ip))).status).toBe(429);
    const reset = await from(ip).post("/request-password-reset", { email: uniqueEmail() });
    expect(reset.status).toBe(200);
  });

  it("never limits /get-session and writes no row for it", async () => {
    const ip = freshIp();
    const client = from(ip);
    for (let i = 0; i < 3; i++) await signInAttempt(client);
    for (let i = 0; i < 15; i++) expect((await client.get("/get-session")).status).toBe(200);
    expect(
      await db
        .select()
        .from(rateLimit)
        .where(eq(rateLimit.key, `${ip}|/get-session`)),
    ).toEqual([]);
  });

  it("limits the mail-sending requests too", async () => {
    const ip = freshIp();
    const client = from(ip);
    for (const path of ["/request-password-reset", "/forget-password", "/sign-in/magic-link"]) {
      for (let i = 0; i < 3; i++) expect((await client.post(path, { email: uniqueEmail() })).status, path).toBe(200);
      expect((await client.post(path, { email: uniqueEmail() })).status, path).toBe(429);
    }
  });

  it("answers 429 at once for a request that runs alone in its transaction (a second step's set-up, deleting the account)", async () => {
    // Signed up, verified and signed in from an address of its own: the budgets of no other test are spent.
    const client = from(freshIp());
    const email = uniqueEmail("alone");
    expect((await client.post("/sign-up/email", { email, password: "correct-horse-battery", name: "Alone" })).status).toBe(200);
    await client.get((await lastMailTo(email)).link!);
    expect((await client.post("/sign-in/email", { email, password: "correct-horse-battery" })).status).toBe(200);
    for (const path of ["/two-factor/enable", "/delete-user"]) {
      for (let i = 0; i < 3; i++) expect((await client.post(path, { password: "wrong-password-1" })).status, path).toBe(400);
      // Such a request's body is kept for a second run; a reply given before the body was read waited forever.
      const limited = await Promise.race([client.post(path, { password: "wrong-password-1" }), sleep(5_000).then(() => null)]);
      expect(limited?.status, path).toBe(429);
    }
  });

  it("opens again once the window has passed", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await signInAttempt(from(ip));
    expect((await signInAttempt(from(ip))).status).toBe(429);
    // Move the window's last request back past the 60-second window.
    await db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 61_000 })
      .where(eq(rateLimit.key, `${ip}|/sign-in/email`));
    expect((await signInAttempt(from(ip))).status).toBe(401);
    const [row] = await db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, `${ip}|/sign-in/email`));
    expect(row.count).toBe(1);
  });
});
