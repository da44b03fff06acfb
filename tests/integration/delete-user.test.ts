import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { session } from "@/db/schema";
import {
  accountsOf,
  ageSessions,
  authPath,
  findUser,
  magicLinkUser,
  nextMailTo,
  sessionTokens,
  settledMailCount,
  signIn,
} from "../support/accounts";
import { BASE, mailsTo, TestClient, verifiedUser } from "../support/client";

const DAY = 24 * 3600; // SESSION_FRESH_AGE's default

type User = Awaited<ReturnType<typeof verifiedUser>>;

async function expectGone(userId: string) {
  expect(await findUser(userId)).toBeUndefined();
  expect(await sessionTokens(userId)).toEqual([]);
  expect(await accountsOf(userId)).toEqual([]);
}

async function expectPresent(user: User) {
  expect(await findUser(user.user.id)).toBeDefined();
  expect((await accountsOf(user.user.id)).length).toBeGreaterThan(0);
  expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
}

/** Asks for the deletion mail with a stale session and returns the link's token. */
async function deletionMail(user: User, callbackURL?: string) {
  await ageSessions(user.user.id, DAY + 60);
  const before = (await mailsTo(user.email)).length;
  const res = await user.client.post("/delete-user", callbackURL ? { callbackURL } : {});
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: "Verification email sent" });
  const mail = await nextMailTo(user.email, before);
  return { mail, link: new URL(mail.link!) };
}

describe("/delete-user by password", () => {
  it("refuses a wrong password with 'Invalid password' and deletes nothing", async () => {
    const user = await verifiedUser();
    const res = await user.client.post("/delete-user", { password: "not-the-password" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid password");
    await expectPresent(user);
  });

  it("deletes the user, the sessions and the accounts with the right password, even from an old session", async () => {
    const user = await verifiedUser();
    await ageSessions(user.user.id, DAY + 60);
    const before = (await mailsTo(user.email)).length;
    const res = await user.client.post("/delete-user", { password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    await expectGone(user.user.id);
    expect(await settledMailCount(user.email)).toBe(before);
    expect((await user.client.get("/get-session")).body).toBeNull();
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(401);
  });

  it("never counts an empty password as one, even from an old session", async () => {
    const user = await verifiedUser();
    await ageSessions(user.user.id, DAY + 60);
    const res = await user.client.post("/delete-user", { password: "" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid password");
    await expectPresent(user);

    const fresh = await verifiedUser();
    expect((await fresh.client.post("/delete-user", { password: "" })).body.message).toBe("Invalid password");
    await expectPresent(fresh);
  });

  it("tells a user without a password that there is no credential account", async () => {
    const { client, user } = await magicLinkUser();
    const res = await client.post("/delete-user", { password: "some-password-1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Credential account not found");
    expect(await findUser(user.id)).toBeDefined();
  });
});

describe("/delete-user by a fresh session", () => {
  it("deletes at once without a body when the session is younger than freshAge", async () => {
    const user = await verifiedUser();
    const before = (await mailsTo(user.email)).length;
    const res = await user.client.post("/delete-user");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    await expectGone(user.user.id);
    expect(await settledMailCount(user.email)).toBe(before);
  });

  it("needs a session, checked in the database rather than the cookie cache", async () => {
    const res = await new TestClient().post("/delete-user");
    expect(res.status).toBe(401);

    const user = await verifiedUser();
    const revoked = await signIn(user.email, user.password);
    await db.delete(session).where(eq(session.token, revoked.token)); // its session_data cookie still says "signed in"
    expect((await revoked.client.post("/delete-user")).status).toBe(401);
    await expectPresent(user);
  });
});

describe("/delete-user by an e-mailed token", () => {
  it("mails a link with a 32-character token when the session is older than freshAge; opening it deletes", async () => {
    const user = await verifiedUser();
    const { mail, link } = await deletionMail(user, "/goodbye");
    expect(mail.subject).toBe("Confirm the deletion of your account");
    expect(`${link.origin}${link.pathname}`).toBe(`${BASE}/api/auth/delete-user/callback`);
    expect(link.searchParams.get("token")).toMatch(/^[a-z0-9]{32}$/);
    expect(link.searchParams.get("callbackURL")).toBe("/goodbye");
    await expectPresent(user); // nothing happens before the link is opened

    const opened = await user.client.get(authPath(mail.link!));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/goodbye");
    await expectGone(user.user.id);
  });

  it("answers JSON without a callback, and the token works once", async () => {
    const user = await verifiedUser();
    const { link } = await deletionMail(user);
    const token = link.searchParams.get("token")!;
    const res = await user.client.get(`/delete-user/callback?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    await expectGone(user.user.id);
    expect((await user.client.get(`/delete-user/callback?token=${token}`)).status).toBe(404);
  });

  it("accepts the token in the POST body too", async () => {
    const user = await verifiedUser();
    const { link } = await deletionMail(user);
    const res = await user.client.post("/delete-user", { token: link.searchParams.get("token") });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    await expectGone(user.user.id);
  });

  it("refuses the link in another user's session and an unknown token", async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    const { mail } = await deletionMail(user);
    const foreign = await other.client.get(authPath(mail.link!));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("invalid token");
    await expectPresent(user);
    await expectPresent(other);

    const unknown = await user.client.get(`/delete-user/callback?token=${"0".repeat(32)}`);
    expect(unknown.status).toBe(404);
    await expectPresent(user);
  });

  it("needs a session to open the link", async () => {
    const user = await verifiedUser();
    const { mail } = await deletionMail(user);
    const res = await new TestClient().get(authPath(mail.link!));
    expect(res.status).toBe(404);
    await expectPresent(user);
  });

  it("sends a browser that opens a failed link to the error page, named by its code; API clients keep the JSON", async () => {
    const BROWSER = { accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate" };
    const user = await verifiedUser();
    const { mail } = await deletionMail(user, "/goodbye");
    const signedOut = await new TestClient().get(authPath(mail.link!), BROWSER);
    expect([signedOut.status, signedOut.location]).toEqual([302, "/api/auth/error?error=SIGN_IN_TO_DELETE"]);

    const unknown = await user.client.get(`/delete-user/callback?token=${"0".repeat(32)}&callbackURL=%2Fgoodbye`, BROWSER);
    expect([unknown.status, unknown.location]).toEqual([302, "/api/auth/error?error=INVALID_TOKEN"]);
    expect((await user.client.get(`/delete-user/callback?token=${"0".repeat(32)}&callbackURL=%2Fgoodbye`)).status).toBe(404);
    await expectPresent(user);

    const opened = await user.client.get(authPath(mail.link!), BROWSER);
    expect([opened.status, opened.location]).toEqual([302, "/goodbye"]);
    await expectGone(user.user.id);
  });
});
