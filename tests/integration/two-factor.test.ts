import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { twoFactor } from "@/db/schema";
import { authPath, mailCount, nextMailTo, SESSION_COOKIE, settledMailCount } from "../support/accounts";
import { BASE, TestClient, verifiedUser } from "../support/client";
import { turnOnTwoFactor, userWithTwoFactor } from "../support/two-factor";

/** A password sign-in in a new browser: it must stop at the second step, signed out. */
async function pendingPasswordSignIn(email: string, password: string) {
  const client = new TestClient();
  const res = await client.post("/sign-in/email", { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ twoFactorRedirect: true });
  await expectSignedOut(client);
  return client;
}

async function expectSignedOut(client: TestClient) {
  expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  expect((await client.get("/get-session")).body).toBeNull();
  expect((await client.get("/list-sessions")).status).toBe(401);
}

describe("two-step sign-in", () => {
  it("turns on only after a valid code from the app, with 10 backup codes", async () => {
    const user = await verifiedUser();
    const enabled = await user.client.post("/two-factor/enable", { password: user.password });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Accounts:/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    expect((await user.client.get("/get-session")).body.user.twoFactorEnabled).toBe(false);

    const wrong = await user.client.post("/two-factor/verify-totp", { code: "000000" });
    expect(wrong.status).toBe(401);
    expect((await user.client.get("/get-session")).body.user.twoFactorEnabled).toBe(false);

    const before = await mailCount(user.email);
    const { app } = await turnOnTwoFactor(user.client, user.password);
    expect(app.code()).toMatch(/^\d{6}$/);
    expect((await nextMailTo(user.email, before)).subject).toBe("Two-step sign-in was turned on");
    expect((await user.client.get("/get-session?disableCookieCache=true")).body.user.twoFactorEnabled).toBe(true);
    // Stored encrypted: neither the secret nor a backup code is readable in the table.
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.user.id));
    expect(row.secret).not.toContain(new URL(enabled.body.totpURI).searchParams.get("secret"));
    for (const code of enabled.body.backupCodes) expect(row.backupCodes).not.toContain(code);
  });

  it("set up ten times at once keeps one record, which the person can still set up and confirm", async () => {
    const user = await verifiedUser();
    // Each finds no record before any has stored one; the later ones then meet the first one's and replace it.
    const setUps = await Promise.all(Array.from({ length: 10 }, () => user.client.post("/two-factor/enable", { password: user.password })));
    expect(setUps.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, user.user.id))).toHaveLength(1);

    await turnOnTwoFactor(user.client, user.password);
    const rows = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.user.id));
    expect(rows.map((r) => r.verified)).toEqual([true]);
  });

  it("password sign-in issues no session until the code is given, and a code is good once", async () => {
    const user = await userWithTwoFactor();
    const first = await pendingPasswordSignIn(user.email, user.password);
    const code = user.app.code(1);
    const mailsBefore = await settledMailCount(user.email);
    const verified = await first.post("/two-factor/verify-totp", { code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    // A code given at sign-in changes nothing about the account: no mail says it was turned on again.
    expect(await settledMailCount(user.email)).toBe(mailsBefore);
    expect((await first.get("/get-session")).body.user.id).toBe(user.user.id);

    // The same code, seen over a shoulder, does not open a second sign-in within its window.
    const second = await pendingPasswordSignIn(user.email, user.password);
    const replayed = await second.post("/two-factor/verify-totp", { code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe("INVALID_CODE");
    await expectSignedOut(second);
  });

  it("a magic link leads to the second step instead of a session", async () => {
    const user = await userWithTwoFactor();
    const client = new TestClient();
    const before = await mailCount(user.email);
    expect((await client.post("/sign-in/magic-link", { email: user.email, callbackURL: "/billing" })).status).toBe(200);
    const mail = await nextMailTo(user.email, before);
    const opened = await client.get(authPath(mail.link!));
    expect(opened.status).toBe(302);
    const next = new URL(opened.location!, BASE);
    expect(next.pathname).toBe("/two-factor");
    expect(next.searchParams.get("callbackURL")).toBe("/billing");
    await expectSignedOut(client);
    expect((await client.post("/two-factor/verify-totp", { code: user.app.code(1) })).status).toBe(200);
    expect((await client.get("/get-session")).body.user.id).toBe(user.user.id);
  });

  it("a sign-in answered in JSON (a magic link verified without a return address) says twoFactorRedirect", async () => {
    const user = await userWithTwoFactor();
    const client = new TestClient();
    const before = await mailCount(user.email);
    expect((await client.post("/sign-in/magic-link", { email: user.email })).status).toBe(200);
    const token = new URL((await nextMailTo(user.email, before)).link!).searchParams.get("token");
    const opened = await client.get(`/magic-link/verify?token=${token}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ twoFactorRedirect: true });
    expect(JSON.stringify(opened.body)).not.toContain(user.user.id);
    await expectSignedOut(client);
    expect((await client.post("/two-factor/verify-totp", { code: user.app.code(1) })).status).toBe(200);
    expect((await client.get("/get-session")).body.user.id).toBe(user.user.id);
  });

  it("a backup code signs in once; new backup codes end the old ones", async () => {
    const user = await userWithTwoFactor();
    const [code, other] = user.backupCodes;
    const client = await pendingPasswordSignIn(user.email, user.password);
    expect((await client.post("/two-factor/verify-backup-code", { code })).status).toBe(200);
    expect((await client.get("/get-session")).body.user.id).toBe(user.user.id);

    const again = await pendingPasswordSignIn(user.email, user.password);
    expect((await again.post("/two-factor/verify-backup-code", { code })).status).toBe(401);

    const renewed = await user.client.post("/two-factor/generate-backup-codes", { password: user.password });
    expect(renewed.body.backupCodes).toHaveLength(10);
    const third = await pendingPasswordSignIn(user.email, user.password);
    expect((await third.post("/two-factor/verify-backup-code", { code: other })).status).toBe(401);
    expect((await third.post("/two-factor/verify-backup-code", { code: renewed.body.backupCodes[0] })).status).toBe(200);
  });

  it("a code sent by e-mail answers the second step", async () => {
    const user = await userWithTwoFactor();
    const client = await pendingPasswordSignIn(user.email, user.password);
    const before = await mailCount(user.email);
    expect((await client.post("/two-factor/send-otp", {})).status).toBe(200);
    const mail = await nextMailTo(user.email, before);
    expect(mail.subject).toBe("Your sign-in code");
    const code = mail.text.match(/\b(\d{6})\b/)![1];
    expect((await client.post("/two-factor/verify-otp", { code })).status).toBe(200);
    expect((await client.get("/get-session")).body.user.id).toBe(user.user.id);
  });

  it("10 wrong codes lock the second factor for 15 minutes and mail the owner", async () => {
    const user = await userWithTwoFactor();
    const before = await mailCount(user.email);
    // Each challenge takes 5 attempts; the account's count goes on across challenges.
    for (let round = 0; round < 2; round++) {
      const client = await pendingPasswordSignIn(user.email, user.password);
      for (let i = 0; i < 5; i++) expect((await client.post("/two-factor/verify-totp", { code: "000000" })).status).toBe(401);
    }
    const locked = await nextMailTo(user.email, before);
    expect(locked.subject).toBe("Two-step sign-in locked after wrong codes");
    const client = await pendingPasswordSignIn(user.email, user.password);
    const refused = await client.post("/two-factor/verify-totp", { code: user.app.code(1) });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("ACCOUNT_TEMPORARILY_LOCKED");
    await expectSignedOut(client);
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.user.id));
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it("a trusted device skips the second step until its person signs out everywhere", async () => {
    const user = await userWithTwoFactor();
    const client = await pendingPasswordSignIn(user.email, user.password);
    expect((await client.post("/two-factor/verify-totp", { code: user.app.code(1), trustDevice: true })).status).toBe(200);
    expect((await client.post("/sign-out", {})).status).toBe(200);
    const trusted = await client.post("/sign-in/email", { email: user.email, password: user.password });
    expect(trusted.body.twoFactorRedirect).toBeUndefined();
    expect((await client.get("/get-session")).body.user.id).toBe(user.user.id);

    expect((await user.client.post("/revoke-sessions", {})).status).toBe(200);
    const asked = await client.post("/sign-in/email", { email: user.email, password: user.password });
    expect(asked.body).toMatchObject({ twoFactorRedirect: true });
  });

  it("turning it off asks for the password and mails the owner", async () => {
    const user = await userWithTwoFactor();
    expect((await user.client.post("/two-factor/disable", { password: "not-the-password" })).status).toBe(400);
    const before = await mailCount(user.email);
    expect((await user.client.post("/two-factor/disable", { password: user.password })).status).toBe(200);
    expect((await nextMailTo(user.email, before)).subject).toBe("Two-step sign-in was turned off");
    const signIn = await new TestClient().post("/sign-in/email", { email: user.email, password: user.password });
    expect(signIn.body.twoFactorRedirect).toBeUndefined();
    expect(signIn.body.token).toBeTruthy();
  });
});
