import { vi } from "vitest";

// A deployment behind a proxy that names the client in a header of its own.
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  process.env.RATE_LIMIT_ENABLED = "true";
  process.env.RATE_LIMIT_MAX = "3";
  process.env.CLIENT_IP_HEADER = "cf-connecting-ip";
  return saved;
});

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { rateLimit } from "@/db/schema";
import { TestClient, uniqueEmail } from "../support/client";

async function signInAttempt(headers: Record<string, string>) {
  return new TestClient(headers).post("/sign-in/email", { email: uniqueEmail("nobody"), password: "wrong-password-1" });
}

// The worker may run another file next: leave the environment as it was.
afterAll(() => {
  for (const key of ["RATE_LIMIT_ENABLED", "RATE_LIMIT_MAX", "RATE_LIMIT_WINDOW", "CLIENT_IP_HEADER"]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

describe("the client address comes from CLIENT_IP_HEADER", () => {
  it("budgets by the configured header and ignores x-forwarded-for", async () => {
    const a = "198.51.100.7";
    const b = "198.51.100.8";
    // x-forwarded-for changes on every call, as a client could forge it: it does not buy a new budget.
    for (let i = 0; i < 3; i++)
      expect((await signInAttempt({ "cf-connecting-ip": a, "x-forwarded-for": `192.0.2.${i}` })).status).toBe(401);
    expect((await signInAttempt({ "cf-connecting-ip": a, "x-forwarded-for": "192.0.2.99" })).status).toBe(429);
    expect((await signInAttempt({ "cf-connecting-ip": b, "x-forwarded-for": "192.0.2.1" })).status).toBe(401);
    const [row] = await db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, `${a}|/sign-in/email`));
    expect(row.count).toBe(3);
  });
});
