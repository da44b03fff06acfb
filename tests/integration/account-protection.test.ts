import { vi } from "vitest";

// Before any app module reads its settings: rate limits on, the client address read behind a declared proxy,
// so that each attacking address really has its own budget.
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  process.env.RATE_LIMIT_ENABLED = "true";
  process.env.TRUSTED_PROXIES = "127.0.0.1";
  return saved;
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { rateLimit } from "@/db/schema";
import { keyOf, THRESHOLD } from "@/lib/auth/server/account-throttle";
import { locales } from "@/lib/i18n/locales";
import { lastMailTo, mailsTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";
import { nextMailTo } from "../support/accounts";

afterAll(() => {
  for (const key of ["RATE_LIMIT_ENABLED", "TRUSTED_PROXIES"]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

let address = 0;
/** A client at an address of its own (RFC 5737 / 3849 documentation ranges). */
const fromNewAddress = () => {
  address += 1;
  return new TestClient({ "x-forwarded-for": `198.51.${Math.floor(address / 250)}.${address % 250}` });
};

/** The account's row of failures, if any is on record. */
const failuresRow = (email: string) =>
  db
    .select()
    .from(rateLimit)
    .where(eq(rateLimit.key, keyOf(email)));

/** Moves the account's last failure back in time, as if the pause had run out. */
async function agePause(email: string, ms: number) {
  const [row] = await failuresRow(email);
  await db
    .update(rateLimit)
    .set({ lastRequest: row.lastRequest - ms })
    .where(eq(rateLimit.id, row.id));
}

describe("one account attacked from many addresses", () => {
  let victim: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    victim = await verifiedUser();
  });

  it(`pauses password sign-in after ${THRESHOLD} failures in a row, from 120 addresses, and tells the owner`, async () => {
    const mailsBefore = (await mailsTo(victim.email)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      statuses.push((await fromNewAddress().post("/sign-in/email", { email: victim.email, password: `guess-number-${i}` })).status);
    }
    const failures = statuses.filter((s) => s === 401).length;
    expect(failures).toBe(THRESHOLD);
    expect(statuses.slice(THRESHOLD).every((s) => s === 429)).toBe(true);

    const paused = await fromNewAddress().post("/sign-in/email", { email: victim.email, password: victim.password });
    expect(paused.status).toBe(429); // even the right password waits: the pause is the account's
    expect(paused.body.code).toBe("ACCOUNT_SIGN_IN_PAUSED");
    expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(paused.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    const alert = await nextMailTo(victim.email, mailsBefore);
    expect(alert.subject).toBe("Failed sign-ins to your account");
    expect(alert.text).toContain(`${THRESHOLD} times in a row`);
    expect(alert.link).toMatch(/\/forgot-password$/); // no token in it
    expect((await mailsTo(victim.email)).length).toBe(mailsBefore + 1); // one alert, not one per attempt
  });

  it("after the pause one more guess is allowed, and the next pause is twice as long", async () => {
    await agePause(victim.email, 61_000);
    expect((await fromNewAddress().post("/sign-in/email", { email: victim.email, password: "yet-another-guess" })).status).toBe(401);
    const again = await fromNewAddress().post("/sign-in/email", { email: victim.email, password: "one-more-guess-1" });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(120);
  });

  it("the right password after the pause signs in and clears the count", async () => {
    await agePause(victim.email, 121_000);
    expect((await fromNewAddress().post("/sign-in/email", { email: victim.email, password: victim.password })).status).toBe(200);
    expect(await failuresRow(victim.email)).toHaveLength(0);
    expect((await fromNewAddress().post("/sign-in/email", { email: victim.email, password: "wrong-again-1" })).status).toBe(401);
  });

  it("a success clears failures short of a pause too; a sign-in with none on record leaves nothing behind", async () => {
    const person = await verifiedUser();
    expect((await fromNewAddress().post("/sign-in/email", { email: person.email, password: "not-the-password-1" })).status).toBe(401);
    expect(await failuresRow(person.email)).toHaveLength(1);
    expect((await fromNewAddress().post("/sign-in/email", { email: person.email, password: person.password })).status).toBe(200);
    expect(await failuresRow(person.email)).toHaveLength(0);
    expect((await fromNewAddress().post("/sign-in/email", { email: person.email, password: person.password })).status).toBe(200);
    expect(await failuresRow(person.email)).toHaveLength(0);
  });

  it("an unknown address is paused alike (the pause tells nothing) and nobody is mailed", async () => {
    const stranger = uniqueEmail("nobody");
    for (let i = 0; i < THRESHOLD; i++) await fromNewAddress().post("/sign-in/email", { email: stranger, password: `guess-${i}-x` });
    expect((await fromNewAddress().post("/sign-in/email", { email: stranger, password: "guess-last-x" })).status).toBe(429);
    expect(await mailsTo(stranger)).toHaveLength(0);
  });

  it("a password reset through the mailed link lifts the pause", async () => {
    const owner = await verifiedUser();
    for (let i = 0; i < THRESHOLD; i++) await fromNewAddress().post("/sign-in/email", { email: owner.email, password: `guess-${i}-y` });
    expect((await fromNewAddress().post("/sign-in/email", { email: owner.email, password: owner.password })).status).toBe(429);
    await fromNewAddress().post("/request-password-reset", { email: owner.email, redirectTo: "/reset-password" });
    // The alert mail of the pause may arrive around the reset mail: the latter is found by its subject.
    const token = new URL((await lastMailTo(owner.email, 10_000, "Reset your password")).link!).pathname.split("/").pop()!;
    const reset = await fromNewAddress().post("/reset-password", { token, newPassword: "a-brand-new-secret-7" });
    expect(reset.status).toBe(200);
    expect((await fromNewAddress().post("/sign-in/email", { email: owner.email, password: "a-brand-new-secret-7" })).status).toBe(200);
  });
});

describe("common passwords are refused wherever a password is set", () => {
  const COMMON = ["password123", "qwerty123", "iloveyou", "Sunshine1"];

  it("at sign-up, and nothing is created", async () => {
    for (const password of COMMON) {
      const email = uniqueEmail("common");
      const res = await fromNewAddress().post("/sign-up/email", { email, password, name: "C" });
      expect([password, res.status, res.body.code]).toEqual([password, 400, "PASSWORD_TOO_COMMON"]);
      expect(await mailsTo(email)).toHaveLength(0);
    }
    // A short one keeps the length message.
    expect((await fromNewAddress().post("/sign-up/email", { email: uniqueEmail(), password: "123456", name: "C" })).body.code).toBe(
      "PASSWORD_TOO_SHORT",
    );
  });

  it("at change and at reset", async () => {
    const user = await verifiedUser();
    const change = await user.client.post("/change-password", { currentPassword: user.password, newPassword: "password123" });
    expect(change.status).toBe(400);
    expect(change.body.code).toBe("PASSWORD_TOO_COMMON");
    const before = (await mailsTo(user.email)).length;
    await fromNewAddress().post("/request-password-reset", { email: user.email, redirectTo: "/reset-password" });
    const token = new URL((await nextMailTo(user.email, before)).link!).pathname.split("/").pop()!;
    const reset = await fromNewAddress().post("/reset-password", { token, newPassword: "qwerty123" });
    expect(reset.body.code).toBe("PASSWORD_TOO_COMMON");
    // The old password still works: nothing changed.
    expect((await fromNewAddress().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
  });

  it("the refusal has a sentence of its own in each of the eight languages", () => {
    const sentences = locales.map((locale) => {
      const messages = JSON.parse(readFileSync(path.join(__dirname, `../../messages/${locale}.json`), "utf8"));
      return messages.errors.PASSWORD_TOO_COMMON as string;
    });
    expect(sentences.every((s) => typeof s === "string" && s.length > 20)).toBe(true);
    expect(new Set(sentences).size).toBe(locales.length);
  });
});
