import type { GenericEndpointContext } from "@better-auth/core";
import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { session, verification } from "@/db/schema";
import { userDetail } from "@/lib/admin/users";
import { auth } from "@/lib/auth/server/auth";
import { isSecondStepChallenge } from "@/lib/auth/internals/sign-in-method";
import { LAST_USED_COOKIE, lastUsedOf, lastUsedSignIn } from "@/lib/auth/server/last-used";
import { listActiveSessions } from "@/lib/auth/server/queries";
import { signInMethodOf } from "@/lib/auth/server/sign-in-method";
import { authPath, mailCount, nextMailTo, signIn } from "../support/accounts";
import { lastMailTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";
import { turnOnTwoFactor, userWithTwoFactor } from "../support/two-factor";

vi.mock("next/headers", () => import("../support/next-request"));

/** The way the sign-in page marks "Last used" for this browser, as the page reads it (its cookies). */
async function pageLastUsed(client: TestClient | null) {
  actAs(client);
  return lastUsedSignIn();
}

/** The identifier of the second-step challenge this browser waits on (the plugin's signed cookie, unsigned). */
function challengeOf(client: TestClient): string {
  const signed = decodeURIComponent(client.cookies.get("better-auth.two_factor") ?? "");
  return signed.slice(0, signed.lastIndexOf("."));
}

/** An endpoint context as better-auth hands the session hook for `path`, with `client`'s second-step cookie. */
async function endpointContext(path: string, client: TestClient | null): Promise<GenericEndpointContext> {
  const context = await auth.$context;
  const twoFactorCookie = context.createAuthCookie("two_factor").name;
  return {
    path,
    context,
    getSignedCookie: async (name: string) => (client && name === twoFactorCookie ? challengeOf(client) : null),
  } as unknown as GenericEndpointContext;
}

/** The stored way in of the session a client holds now. */
async function storedMethod(client: TestClient): Promise<string | null | undefined> {
  const me = await client.get("/get-session?disableCookieCache=true");
  const token = me.body?.session?.token as string | undefined;
  if (!token) return undefined;
  const [row] = await db.select({ method: session.signInMethod }).from(session).where(eq(session.token, token));
  return row?.method;
}

/** A password sign-in in a new browser that stops at the second step. */
async function pendingPasswordSignIn(email: string, password: string) {
  const client = new TestClient();
  const res = await client.post("/sign-in/email", { email, password });
  expect(res.body).toMatchObject({ twoFactorRedirect: true });
  return client;
}

describe("how each session signed in", () => {
  it("password", async () => {
    const user = await verifiedUser();
    expect(await storedMethod(user.client)).toBe("password");
    expect(user.client.cookies.get(LAST_USED_COOKIE)).toBe("email");
    expect(await pageLastUsed(user.client)).toEqual({ kind: "password" });
  });

  it("the verification mail's link, which signs in", async () => {
    const email = uniqueEmail("method-verify");
    const client = new TestClient();
    expect((await client.post("/sign-up/email", { email, password: "correct-horse-battery", name: "V" })).status).toBe(200);
    // A sign-up that waits for its address to be proven opens no session; the link does.
    expect(await storedMethod(client)).toBeUndefined();
    await client.get((await lastMailTo(email)).link!);
    expect(await storedMethod(client)).toBe("email-verification");
  });

  it("magic link", async () => {
    const email = uniqueEmail("method-link");
    const client = new TestClient();
    const before = await mailCount(email);
    expect((await client.post("/sign-in/magic-link", { email, callbackURL: "/" })).status).toBe(200);
    const opened = await client.get(authPath((await nextMailTo(email, before)).link!));
    expect(opened.status).toBe(302);
    expect(await storedMethod(client)).toBe("magic-link");
    expect(client.cookies.get(LAST_USED_COOKIE)).toBe("magic-link");
    expect(await pageLastUsed(client)).toEqual({ kind: "magic-link" });
  });

  it("password + authenticator app", async () => {
    const user = await userWithTwoFactor();
    const client = await pendingPasswordSignIn(user.email, user.password);
    // Read before the second step, which clears the cookie: an empty challenge would match other files' rows.
    const challenge = challengeOf(client);
    expect(challenge).not.toBe("");
    expect((await client.post("/two-factor/verify-totp", { code: user.app.code(1) })).status).toBe(200);
    expect(await storedMethod(client)).toBe("password+totp");
    // The second step names no way of its own: the sign-in page marks the first step's.
    expect(client.cookies.get(LAST_USED_COOKIE)).toBe("email");
    expect(await pageLastUsed(client)).toEqual({ kind: "password" });
    // The carried way in is used up with the challenge.
    expect(
      await db
        .select()
        .from(verification)
        .where(like(verification.identifier, "sign-in-method:%" + challenge)),
    ).toEqual([]);
  });

  it("password + backup code", async () => {
    const user = await userWithTwoFactor();
    const client = await pendingPasswordSignIn(user.email, user.password);
    expect((await client.post("/two-factor/verify-backup-code", { code: user.backupCodes[0] })).status).toBe(200);
    expect(await storedMethod(client)).toBe("password+backup-code");
  });

  it("magic link + code by e-mail", async () => {
    const user = await userWithTwoFactor();
    const client = new TestClient();
    let before = await mailCount(user.email);
    expect((await client.post("/sign-in/magic-link", { email: user.email, callbackURL: "/" })).status).toBe(200);
    expect((await client.get(authPath((await nextMailTo(user.email, before)).link!))).status).toBe(302);
    before = await mailCount(user.email);
    expect((await client.post("/two-factor/send-otp", {})).status).toBe(200);
    const code = (await nextMailTo(user.email, before)).text.match(/\b(\d{6})\b/)![1];
    expect((await client.post("/two-factor/verify-otp", { code })).status).toBe(200);
    expect(await storedMethod(client)).toBe("magic-link+otp");
    expect(client.cookies.get(LAST_USED_COOKIE)).toBe("magic-link");
  });

  it("a passkey: on its own, or answering the second step of a password sign-in (once, and only for that user)", async () => {
    const user = await userWithTwoFactor();
    const other = await verifiedUser();
    expect(await signInMethodOf({ userId: user.user.id }, await endpointContext("/passkey/verify-authentication", null))).toBe("passkey");
    const pending = await pendingPasswordSignIn(user.email, user.password);
    const ctx = await endpointContext("/passkey/verify-authentication", pending);
    expect(await signInMethodOf({ userId: other.user.id }, ctx)).toBe("passkey");
    expect(await signInMethodOf({ userId: user.user.id }, ctx)).toBe("password+passkey");
    expect(await signInMethodOf({ userId: user.user.id }, ctx)).toBe("passkey");
  });

  it("an operator's impersonation", async () => {
    expect(await signInMethodOf({ userId: "u", impersonatedBy: "operator" }, await endpointContext("/admin/impersonate-user", null))).toBe(
      "impersonation",
    );
  });

  it("the sessions lists read it: the settings page's and the console's", async () => {
    const user = await userWithTwoFactor();
    const client = await pendingPasswordSignIn(user.email, user.password);
    expect((await client.post("/two-factor/verify-totp", { code: user.app.code(1) })).status).toBe(200);
    const id = (await client.get("/get-session")).body.session.id as string;
    const listed = await listActiveSessions(user.user.id, id);
    expect(listed.sessions.find((s) => s.id === id)?.signInMethod).toBe("password+totp");
    expect((await userDetail(user.user.id))!.sessions.find((s) => s.id === id)?.signInMethod).toBe("password+totp");
  });

  it("turning two-step sign-in on replaces the session in use, which keeps its way in", async () => {
    const user = await verifiedUser();
    const before = (await user.client.get("/get-session")).body.session.token as string;
    await turnOnTwoFactor(user.client, user.password);
    const after = (await user.client.get("/get-session?disableCookieCache=true")).body.session.token as string;
    expect(after).not.toBe(before);
    expect(await storedMethod(user.client)).toBe("password");
  });

  it("a session that replaces the one in use keeps its way in", async () => {
    const user = await verifiedUser();
    const second = await signIn(user.email, user.password);
    const changed = await second.client.post("/change-password", {
      currentPassword: user.password,
      newPassword: "another-horse-battery",
      revokeOtherSessions: true,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await storedMethod(second.client)).toBe("password");
  });
});

describe("the sign-in page's last-used way", () => {
  it("is none without the cookie, and only a way the page offers", async () => {
    expect(await pageLastUsed(null)).toBeNull();
    expect(await pageLastUsed(new TestClient())).toBeNull();
    expect(lastUsedOf("passkey", [])).toEqual({ kind: "passkey" });
    expect(lastUsedOf("google", ["google", "oidc"])).toEqual({ kind: "provider", id: "google" });
    // A provider no longer configured, or anything else, marks nothing.
    expect(lastUsedOf("github", ["google"])).toBeNull();
    expect(lastUsedOf("siwe", [])).toBeNull();
  });

  it("is not written by a refused sign-in", async () => {
    const user = await verifiedUser();
    const client = new TestClient();
    expect((await client.post("/sign-in/email", { email: user.email, password: "wrong-password-here" })).status).toBe(401);
    expect(client.cookies.has(LAST_USED_COOKIE)).toBe(false);
  });
});

/** Tripwire for lib/auth/internals/sign-in-method.ts. */
describe("better-auth internals the sign-in method relies on", () => {
  it("the first step's challenge is 2fa-<20 random characters>, named by the two_factor cookie, and carries the way in", async () => {
    const user = await userWithTwoFactor();
    const client = await pendingPasswordSignIn(user.email, user.password);
    const identifier = challengeOf(client);
    expect(isSecondStepChallenge(identifier)).toBe(true);
    const [challenge] = await db.select().from(verification).where(eq(verification.identifier, identifier));
    expect(challenge?.value).toBe(user.user.id);
    const carried = await db
      .select()
      .from(verification)
      .where(like(verification.identifier, `sign-in-method:${identifier}`));
    expect(carried.map((r) => JSON.parse(r.value))).toEqual([{ userId: user.user.id, method: "password" }]);
    // The plugin's other records of the same sign-in are not taken for a challenge.
    expect(isSecondStepChallenge(`2fa-attempts-${identifier}`)).toBe(false);
    expect(isSecondStepChallenge(`2fa-otp-${user.user.id}`)).toBe(false);
    expect(isSecondStepChallenge(`2fa-otp-${identifier}`)).toBe(false);
  });
});
