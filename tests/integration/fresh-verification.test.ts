import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { session, user as userTable } from "@/db/schema";
import { ageSessions, magicLinkUser, nextMailTo, settledMailCount } from "../support/accounts";
import { uniqueEmail, verifiedUser, type TestClient } from "../support/client";
import { Authenticator, turnOnTwoFactor } from "../support/two-factor";

/** Older than the 10 minutes a confirmation lasts, younger than the day a session stays fresh for deletion. */
const ELEVEN_MINUTES = 11 * 60;

async function changeEmail(client: TestClient) {
  return client.post("/change-email", { newEmail: uniqueEmail("new"), callbackURL: "/settings" });
}

async function expectConfirmationAsked(client: TestClient) {
  const res = await changeEmail(client);
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toMatchObject({ code: "FRESH_VERIFICATION_REQUIRED" });
}

async function signedInLongAgo() {
  const person = await verifiedUser();
  await ageSessions(person.user.id, ELEVEN_MINUTES);
  return person;
}

describe("fresh verification for sensitive actions", () => {
  it("a recent sign-in counts: changing the address right after signing in needs nothing more", async () => {
    const person = await verifiedUser();
    expect((await changeEmail(person.client)).status).toBe(200);
  });

  it("after 10 minutes the change is refused, nothing changes, and the password confirms it without a new session", async () => {
    const person = await signedInLongAgo();
    const before = await settledMailCount(person.email);
    await expectConfirmationAsked(person.client);
    expect(await settledMailCount(person.email)).toBe(before); // no change mail went out

    const wrong = await person.client.post("/verify-identity/password", { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "INVALID_PASSWORD" });
    await expectConfirmationAsked(person.client);

    const sessionsBefore = await db.select().from(session).where(eq(session.userId, person.user.id));
    const ok = await person.client.post("/verify-identity/password", { password: person.password });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await changeEmail(person.client)).status).toBe(200);
    // Still the same session: confirming does not sign in again.
    const sessionsAfter = await db.select().from(session).where(eq(session.userId, person.user.id));
    expect(sessionsAfter.map((s) => s.id)).toEqual(sessionsBefore.map((s) => s.id));
    expect(sessionsAfter.filter((s) => s.verifiedAt !== null)).toHaveLength(1); // this browser's session only
  });

  it("the passkey settings are held the same way", async () => {
    const person = await signedInLongAgo();
    const options = await person.client.get("/passkey/generate-register-options");
    expect(options.status).toBe(403);
    expect(options.body).toMatchObject({ code: "FRESH_VERIFICATION_REQUIRED" });
    for (const path of ["/passkey/delete-passkey", "/passkey/update-passkey"]) {
      const res = await person.client.post(path, { id: "missing", name: "x" });
      expect(res.status, path).toBe(403);
    }
    await person.client.post("/verify-identity/password", { password: person.password });
    expect((await person.client.get("/passkey/generate-register-options")).status).toBe(200);
  });

  it("an authenticator code or a backup code given while signed in confirms it", async () => {
    const person = await verifiedUser();
    const { app, backupCodes } = await turnOnTwoFactor(person.client, person.password);
    await ageSessions(person.user.id, ELEVEN_MINUTES);
    const methods = await person.client.get("/verify-identity/methods");
    expect(methods.body).toMatchObject({ password: true, totp: true, passkey: false, email: true });
    expect(Date.parse(methods.body.freshUntil)).toBeLessThan(Date.now());

    await expectConfirmationAsked(person.client);
    expect((await person.client.post("/two-factor/verify-totp", { code: app.code(1) })).status).toBe(200);
    expect((await changeEmail(person.client)).status).toBe(200);

    await ageSessions(person.user.id, ELEVEN_MINUTES);
    await db.update(session).set({ verifiedAt: null }).where(eq(session.userId, person.user.id));
    await expectConfirmationAsked(person.client);
    expect((await person.client.post("/two-factor/verify-backup-code", { code: backupCodes[0] })).status).toBe(200);
    expect((await changeEmail(person.client)).status).toBe(200);
  });

  it("a person without a password confirms with a code by e-mail; wrong codes run out", async () => {
    const person = await magicLinkUser();
    await ageSessions(person.user.id, ELEVEN_MINUTES);
    expect((await person.client.get("/verify-identity/methods")).body).toMatchObject({ password: false, totp: false, passkey: false });
    await expectConfirmationAsked(person.client);

    const before = await settledMailCount(person.email);
    expect((await person.client.post("/verify-identity/send-code", {})).status).toBe(200);
    const mail = await nextMailTo(person.email, before);
    expect(mail.subject).toBe("Your confirmation code");
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await person.client.post("/verify-identity/code", { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "INVALID_CODE" });
    expect((await person.client.post("/verify-identity/code", { code })).status).toBe(200);
    expect((await changeEmail(person.client)).status).toBe(200);
    // Used once: the same code does not confirm again.
    expect((await person.client.post("/verify-identity/code", { code })).status).toBe(400);

    // Five wrong tries end a code: the right one no longer works after them.
    await person.client.post("/verify-identity/send-code", {});
    const next = /\b(\d{6})\b/.exec((await nextMailTo(person.email, before + 1)).text)?.[1] as string;
    const other = next === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await person.client.post("/verify-identity/code", { code: other })).status).toBe(400);
    expect((await person.client.post("/verify-identity/code", { code: next })).status).toBe(400);
  });

  it("a person without a password turns two-step sign-in on and off after confirming it's them, and a password user still needs the password", async () => {
    const person = await magicLinkUser();
    await ageSessions(person.user.id, ELEVEN_MINUTES);
    const stale = await person.client.post("/two-factor/enable", {});
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "FRESH_VERIFICATION_REQUIRED" });

    const before = await settledMailCount(person.email);
    await person.client.post("/verify-identity/send-code", {});
    const code = /\b(\d{6})\b/.exec((await nextMailTo(person.email, before)).text)?.[1];
    expect((await person.client.post("/verify-identity/code", { code })).status).toBe(200);
    const enabled = await person.client.post("/two-factor/enable", {});
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const app = new Authenticator(enabled.body.totpURI);
    expect((await person.client.post("/two-factor/verify-totp", { code: app.code() })).status).toBe(200);
    expect((await person.client.post("/two-factor/generate-backup-codes", {})).status).toBe(200);
    expect((await person.client.post("/two-factor/disable", {})).status).toBe(200);

    const withPassword = await verifiedUser();
    await turnOnTwoFactor(withPassword.client, withPassword.password);
    expect((await withPassword.client.post("/two-factor/disable", {})).status).toBe(400); // INVALID_PASSWORD: the password is asked
    expect((await withPassword.client.post("/two-factor/disable", { password: "wrong-password" })).status).toBe(400);
  });

  it("deleting the account without a password counts a recent confirmation as a fresh session", async () => {
    const person = await magicLinkUser();
    await ageSessions(person.user.id, 2 * 86_400);
    const before = await settledMailCount(person.email);
    await person.client.post("/verify-identity/send-code", {});
    const code = /\b(\d{6})\b/.exec((await nextMailTo(person.email, before)).text)?.[1];
    expect((await person.client.post("/verify-identity/code", { code })).status).toBe(200);
    const deleted = await person.client.post("/delete-user", {});
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await db.select().from(userTable).where(eq(userTable.id, person.user.id))).toHaveLength(0);
  });

  it("refuses what a client should not send, and anyone signed out", async () => {
    const person = await signedInLongAgo();
    for (const body of [{}, { password: "" }, { password: 42 }]) {
      expect((await person.client.post("/verify-identity/password", body)).status).toBe(400);
    }
    expect((await person.client.post("/verify-identity/code", {})).status).toBe(400);
    expect((await person.client.post("/verify-identity/code", { code: "123456" })).status).toBe(400); // none was sent
    const noPasskey = await person.client.get("/verify-identity/passkey-options");
    expect(noPasskey.status).toBe(400);
    expect(noPasskey.body).toMatchObject({ code: "PASSKEY_NOT_FOUND" });
    const forged = await person.client.post("/verify-identity/passkey", {
      response: { id: "abc", rawId: "abc", type: "public-key", response: {}, clientExtensionResults: {} },
    });
    expect(forged.status).toBe(401);
    await expectConfirmationAsked(person.client);

    await person.client.post("/sign-out", {});
    expect((await person.client.get("/verify-identity/methods")).status).toBe(401);
    expect((await person.client.post("/verify-identity/password", { password: person.password })).status).toBe(401);
  });
});
