import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { session } from "@/db/schema";
import {
  DONT_REMEMBER_COOKIE,
  findSession,
  SESSION_COOKIE,
  SESSION_DATA_COOKIE,
  sessionTokens,
  setCookieLine,
  signIn,
} from "../support/accounts";
import { TestClient, verifiedUser } from "../support/client";

type User = Awaited<ReturnType<typeof verifiedUser>>;

/** Moves a session's expiry close enough that the next read is due to refresh it (older than updateAge). */
async function makeDueForRefresh(token: string) {
  await db
    .update(session)
    .set({ expiresAt: sql`now() + interval '2 days'` })
    .where(eq(session.token, token));
  return (await findSession(token))!.expiresAt.getTime();
}

describe("remember me", () => {
  let user: User;
  beforeAll(async () => {
    user = await verifiedUser();
  });

  it("rememberMe false gives a browser-session cookie and a dont_remember cookie", async () => {
    const { res } = await signIn(user.email, user.password, { rememberMe: false });
    const token = setCookieLine(res.headers, SESSION_COOKIE);
    expect(token).toBeDefined();
    expect(token).not.toMatch(/max-age/i);
    expect(token).not.toMatch(/expires=/i);
    const dontRemember = setCookieLine(res.headers, DONT_REMEMBER_COOKIE);
    expect(dontRemember).toBeDefined();
    expect(dontRemember).toMatch(/httponly/i);
  });

  it("the default (rememberMe true) gives a persistent cookie and no dont_remember cookie", async () => {
    const { res } = await signIn(user.email, user.password);
    const token = setCookieLine(res.headers, SESSION_COOKIE);
    expect(token).toMatch(/max-age=\d+/i);
    expect(Number(/max-age=(\d+)/i.exec(token!)![1])).toBeGreaterThan(24 * 3600);
    expect(setCookieLine(res.headers, DONT_REMEMBER_COOKIE)).toBeUndefined();
  });

  it("a session that is not remembered is never refreshed; a remembered one is", async () => {
    const forgotten = await signIn(user.email, user.password, { rememberMe: false });
    const remembered = await signIn(user.email, user.password);
    const forgottenBefore = await makeDueForRefresh(forgotten.token);
    const rememberedBefore = await makeDueForRefresh(remembered.token);

    expect((await forgotten.client.get("/get-session?disableCookieCache=true")).body.session.token).toBe(forgotten.token);
    expect((await remembered.client.get("/get-session?disableCookieCache=true")).body.session.token).toBe(remembered.token);

    expect((await findSession(forgotten.token))!.expiresAt.getTime()).toBe(forgottenBefore);
    expect((await findSession(remembered.token))!.expiresAt.getTime()).toBeGreaterThan(rememberedBefore + 24 * 3600 * 1000);
  });
});

describe("/get-session", () => {
  let user: User;
  beforeAll(async () => {
    user = await verifiedUser();
  });

  it("is null when signed out, and after sign-out", async () => {
    const anonymous = await new TestClient().get("/get-session");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toBeNull();

    const { client } = await signIn(user.email, user.password);
    expect((await client.get("/get-session")).body.user.email).toBe(user.email);
    const out = await client.post("/sign-out");
    expect(out.body).toEqual({ success: true });
    expect((await client.get("/get-session")).body).toBeNull();
  });

  it("returns the session and the user", async () => {
    const { client, token } = await signIn(user.email, user.password);
    const res = await client.get("/get-session");
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ token, userId: user.user.id });
    expect(res.body.user).toMatchObject({ id: user.user.id, email: user.email, emailVerified: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("never answers from the cookie cache for a session revoked behind its back (the change feed)", async () => {
    const { client, token } = await signIn(user.email, user.password);
    expect(client.cookies.has(SESSION_DATA_COOKIE)).toBe(true);
    const cookies = new Map(client.cookies);
    expect((await client.get("/get-session")).body?.session.token).toBe(token);
    await db.delete(session).where(eq(session.token, token)); // revoked by SQL, not through better-auth

    // The deletion's announcement reaches this process within milliseconds; from then on the cache is refused.
    const until = Date.now() + 1000;
    let answer: unknown = "cached";
    while (Date.now() < until && answer !== null) {
      // Called in-process, a cache hit never waits on I/O: without this yield the loop would starve the feed's
      // socket (a server gets its requests through I/O, so it never does).
      await new Promise((resolve) => setImmediate(resolve));
      client.cookies = new Map(cookies);
      answer = (await client.get("/get-session")).body;
    }
    expect(answer).toBeNull();
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("refreshes a session due for it, unless disableRefresh is set", async () => {
    const { client, token } = await signIn(user.email, user.password);
    const before = await makeDueForRefresh(token);

    const frozen = await client.get("/get-session?disableCookieCache=true&disableRefresh=true");
    expect(frozen.body.session.token).toBe(token);
    expect((await findSession(token))!.expiresAt.getTime()).toBe(before);

    const refreshed = await client.get("/get-session?disableCookieCache=true");
    expect(refreshed.body.session.token).toBe(token);
    expect((await findSession(token))!.expiresAt.getTime()).toBeGreaterThan(before + 24 * 3600 * 1000);
  });

  it("removes an expired session and answers null", async () => {
    const { client, token } = await signIn(user.email, user.password);
    await db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.token, token));
    expect((await client.get("/get-session?disableCookieCache=true")).body).toBeNull();
    expect(await findSession(token)).toBeUndefined();
  });
});

describe("session management", () => {
  it("lists the user's own sessions", async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    const second = await signIn(user.email, user.password);
    const res = await second.client.get("/list-sessions");
    expect(res.status).toBe(200);
    const tokens = (res.body as { token: string; userId: string }[]).map((s) => s.token).sort();
    // verifiedUser's client holds two already (the verification link signs in, then the sign-in).
    expect(tokens).toEqual(await sessionTokens(user.user.id));
    expect(tokens).toHaveLength(3);
    expect(tokens).toContain(second.token);
    expect(res.body.every((s: { userId: string }) => s.userId === user.user.id)).toBe(true);
    const foreign = await sessionTokens(other.user.id);
    expect(foreign.length).toBeGreaterThan(0);
    expect(tokens.filter((t) => foreign.includes(t))).toEqual([]);
  });

  it("/revoke-session revokes one of the user's own sessions", async () => {
    const user = await verifiedUser();
    const a = await signIn(user.email, user.password);
    const b = await signIn(user.email, user.password);
    const res = await a.client.post("/revoke-session", { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect(await findSession(b.token)).toBeUndefined();
    expect((await b.client.get("/get-session?disableCookieCache=true")).body).toBeNull();
    expect((await a.client.get("/get-session?disableCookieCache=true")).body.session.token).toBe(a.token);
  });

  it("/revoke-session cannot touch another user's session", async () => {
    const alice = await verifiedUser();
    const bob = await verifiedUser();
    const aliceSession = await signIn(alice.email, alice.password);
    const res = await bob.client.post("/revoke-session", { token: aliceSession.token });
    expect(res.status).toBe(200); // the answer does not reveal whether the token exists
    expect(await findSession(aliceSession.token)).toBeDefined();
    expect((await aliceSession.client.get("/get-session?disableCookieCache=true")).body.session.token).toBe(aliceSession.token);
    expect((await bob.client.get("/get-session?disableCookieCache=true")).body.user.id).toBe(bob.user.id);
  });

  it("/revoke-session needs a session", async () => {
    const res = await new TestClient().post("/revoke-session", { token: "whatever" });
    expect(res.status).toBe(401);
  });

  it("/revoke-other-sessions keeps only the current one", async () => {
    const user = await verifiedUser();
    const current = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);
    const bystander = await verifiedUser();
    const bystanderSessions = await sessionTokens(bystander.user.id);
    const res = await current.client.post("/revoke-other-sessions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect(await sessionTokens(user.user.id)).toEqual([current.token]);
    expect((await other.client.get("/get-session?disableCookieCache=true")).body).toBeNull();
    expect((await current.client.get("/get-session?disableCookieCache=true")).body.session.token).toBe(current.token);
    expect(await sessionTokens(bystander.user.id)).toEqual(bystanderSessions);
  });

  it("/revoke-sessions revokes all, the current one included", async () => {
    const user = await verifiedUser();
    const current = await signIn(user.email, user.password);
    await signIn(user.email, user.password);
    const bystander = await verifiedUser();
    const bystanderSessions = await sessionTokens(bystander.user.id);
    const res = await current.client.post("/revoke-sessions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect(await sessionTokens(user.user.id)).toEqual([]);
    expect(current.client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await current.client.get("/get-session")).body).toBeNull();
    expect((await user.client.get("/get-session?disableCookieCache=true")).body).toBeNull();
    expect(await sessionTokens(bystander.user.id)).toEqual(bystanderSessions);
  });
});
