import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { session, user as userTable } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { sessionFeed } from "@/lib/auth/session-feed/feed";
import { fastServerSession, fastSessionReply } from "@/lib/auth/http/session-fast-path";
import { BASE, verifiedUser } from "../support/client";

const URL_ = `${BASE}/api/auth/get-session`;
const request = (cookie: string, url = URL_, method = "GET") => new Request(url, { method, headers: { cookie, origin: BASE } });

const tokenName = (c: Map<string, string>) => [...c.keys()].find((k) => k.endsWith("session_token"))!;
const dataName = (c: Map<string, string>) => [...c.keys()].find((k) => k.endsWith("session_data"))!;
const header = (c: Map<string, string>) => [...c].map(([k, v]) => `${k}=${v}`).join("; ");
const replacing = (c: Map<string, string>, name: string, value: string | null) =>
  header(new Map([...c, [name, value ?? ""] as [string, string]].filter(([, v]) => v !== "")));

afterEach(() => vi.useRealTimers());

/**
 * The fast path's and stock better-auth's answers (its own auth.handler, not our copy of it) to the same request at
 * the same instant `at`, with the session feed trusting caches before and after both. A busy machine can make the
 * feed's probe time out between the two: it then distrusts every cache until it has reconnected, as it must, and
 * the two answers differ for that reason alone; they are asked again, at most three times more.
 */
async function bothAnswer(cookie: string, url: string, at = () => Date.now()) {
  for (let attempt = 1; ; attempt++) {
    await vi.waitUntil(() => sessionFeed().trusting(), { timeout: 10_000, interval: 20 });
    vi.useFakeTimers({ now: at(), toFake: ["Date"] });
    const fast = await fastSessionReply(request(cookie, url));
    const full = await auth.handler(request(cookie, url));
    vi.useRealTimers();
    if (sessionFeed().trusting() || attempt === 4) return { fast, full };
  }
}

/**
 * The fast path and stock better-auth answer the same request at the same instant: same status, body, caching
 * headers and cookies, byte for byte. A change of better-auth's reply or cookie format fails here.
 */
async function expectSameReply(cookie: string, url = URL_, at = Date.now()) {
  const { fast, full } = await bothAnswer(cookie, url, () => at);
  expect(fast, "answered by the fast path").not.toBeNull();
  expect(fast!.status).toBe(full.status);
  const [fastBody, fullBody] = [await fast!.json(), await full.json()];
  expect(fastBody).toEqual(fullBody);
  for (const name of ["content-type", "cache-control", "pragma"]) expect(fast!.headers.get(name), name).toBe(full.headers.get(name));
  expect(fast!.headers.getSetCookie()).toEqual(full.headers.getSetCookie());
  return { body: fastBody, cookies: fast!.headers.getSetCookie() };
}

describe("get-session without better-auth's pipeline", () => {
  it("answers a valid cookie cache exactly as better-auth does, without setting a cookie", async () => {
    const { client, user } = await verifiedUser();
    const { body, cookies } = await expectSameReply(client.cookieHeader());
    expect(body.user.id).toBe(user.id);
    expect(cookies).toEqual([]);
  });

  it("reads the database exactly as better-auth does when the cache is bypassed, missing, expired, tampered or another session's", async () => {
    const a = await verifiedUser();
    const b = await verifiedUser();
    const c = a.client.cookies;
    const data = c.get(dataName(c))!;

    const bypassed = await expectSameReply(a.client.cookieHeader(), `${URL_}?disableCookieCache=true`);
    expect(bypassed.body.user.id).toBe(a.user.id);
    expect(bypassed.cookies).toHaveLength(1); // a fresh cache
    await expectSameReply(replacing(c, dataName(c), null));
    await expectSameReply(replacing(c, dataName(c), data.slice(0, -3) + (data.endsWith("A") ? "BBB" : "AAA")));
    const foreign = await expectSameReply(replacing(c, dataName(c), b.client.cookies.get(dataName(b.client.cookies))!));
    expect(foreign.body.user.id).toBe(a.user.id);
    expect(foreign.cookies).toHaveLength(2); // the unusable cache expired, a fresh one set

    // Past the cache's 60 seconds: expired, then replaced.
    const expired = await expectSameReply(a.client.cookieHeader(), URL_, Date.now() + 61_000);
    expect(expired.cookies).toHaveLength(2);
  });

  it("leaves every other case to better-auth", async () => {
    const a = await verifiedUser();
    const c = a.client.cookies;
    const token = c.get(tokenName(c))!;
    const data = c.get(dataName(c))!;
    const cases: [string, Request][] = [
      ["no cookie", request("")],
      ["another query", request(a.client.cookieHeader(), `${URL_}?disableRefresh=true`)],
      ["another path", request(a.client.cookieHeader(), `${BASE}/api/auth/list-sessions`)],
      ["a POST", request(a.client.cookieHeader(), URL_, "POST")],
      [
        "a tampered session cookie",
        request(
          replacing(
            c,
            tokenName(c),
            token.replace(/^./, (x) => (x === "a" ? "b" : "a")),
          ),
        ),
      ],
      ["a session not to be remembered", request(`${a.client.cookieHeader()}; better-auth.dont_remember=x`)],
      [
        "a chunked cache",
        request(`${replacing(c, dataName(c), null)}; ${dataName(c)}.0=${data.slice(0, 100)}; ${dataName(c)}.1=${data.slice(100)}`),
      ],
    ];
    for (const [label, req] of cases) expect(await fastSessionReply(req), label).toBeNull();

    const bypass = `${URL_}?disableCookieCache=true`;
    // A session due for its daily extension is extended by better-auth.
    const mine = eq(session.userId, a.user.id);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 6 * 86_400_000 - 1000) })
      .where(mine);
    expect(await fastSessionReply(request(a.client.cookieHeader(), bypass)), "a session due for extension").toBeNull();
    // An expired session, and one that no longer exists, are cleaned up by better-auth.
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    expect(await fastSessionReply(request(a.client.cookieHeader(), bypass)), "an expired session").toBeNull();
    await db.delete(session).where(mine);
    expect(await fastSessionReply(request(a.client.cookieHeader(), bypass)), "a deleted session").toBeNull();
  });

  it("writes a cache exactly up to better-auth's own chunk size, and leaves a chunked one to better-auth", async () => {
    const a = await verifiedUser();
    const bypass = `${URL_}?disableCookieCache=true`;
    // The user's part of the cache version the feed gives now ("<session>.<user>"; undefined while it distrusts).
    const userStamp = () => sessionFeed().version("-", a.user.id, sessionFeed().position()).split(".")[1];
    /**
     * With an image of `length` characters (a bigger cache), the fast path and stock better-auth answer the same
     * request: identically while better-auth writes one cookie, and the fast path not at all once better-auth
     * splits the cache into chunks (`<cache>.0`, `.1`…). Returns whether better-auth chunked it.
     */
    const compareAt = async (length: number) => {
      await vi.waitUntil(() => sessionFeed().trusting(), { timeout: 10_000, interval: 20 });
      const before = userStamp();
      await db
        .update(userTable)
        .set({ image: "x".repeat(length) })
        .where(eq(userTable.id, a.user.id));
      // This user's change is heard before both read, so both stamp the cache with the same version. (The feed's
      // position alone is not enough: the other test files' changes on the same database move it too.)
      await vi.waitUntil(() => ![undefined, before].includes(userStamp()), { timeout: 5000, interval: 10 });
      const { fast, full } = await bothAnswer(a.client.cookieHeader(), bypass);
      const chunked = full.headers.getSetCookie().some((line) => /^[^=]*session_data\.0=/.test(line));
      if (chunked) expect(fast, `image of ${length}: a cache better-auth chunks`).toBeNull();
      else {
        expect(fast, `image of ${length}: one cookie`).not.toBeNull();
        expect(await fast!.json()).toEqual(await full.json());
        expect(fast!.headers.getSetCookie()).toEqual(full.headers.getSetCookie());
      }
      return chunked;
    };
    // The boundary, found by asking better-auth itself; every probe on the way compares both answers.
    let [fits, chunked] = [0, 8000];
    expect(await compareAt(fits)).toBe(false);
    expect(await compareAt(chunked)).toBe(true);
    while (chunked - fits > 1) {
      const middle = Math.floor((fits + chunked) / 2);
      if (await compareAt(middle)) chunked = middle;
      else fits = middle;
    }
    const around = [fits - 1, fits, chunked, chunked + 1];
    const outcomes = [];
    for (const length of around) outcomes.push(await compareAt(length));
    expect(outcomes, "both sides of the boundary").toContain(true);
    expect(outcomes, "both sides of the boundary").toContain(false);
  });

  it("the route answers a signed-out caller with null, and a signed-in one with the session", async () => {
    const { GET } = await import("@/app/api/auth/get-session/route");
    expect(await (await GET(request(""))).json()).toBeNull();
    const { client, user } = await verifiedUser();
    expect((await (await GET(request(client.cookieHeader()))).json()).user.id).toBe(user.id);
    expect((await (await GET(request(client.cookieHeader(), `${URL_}?disableCookieCache=true`))).json()).user.id).toBe(user.id);
  });
});

describe("server components' session reads without better-auth's pipeline", () => {
  const viaBetterAuth = (cookie: string, useCache: boolean) =>
    auth.api.getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true, disableCookieCache: !useCache } });

  it("return what auth.api.getSession returns, from the cache and from the database", async () => {
    const a = await verifiedUser();
    const c = a.client.cookies;
    for (const [label, cookie, useCache] of [
      ["cache", a.client.cookieHeader(), true],
      ["database", a.client.cookieHeader(), false],
      ["no cache cookie", replacing(c, dataName(c), null), true],
      ["signed out", "", true],
      ["a tampered session cookie", replacing(c, tokenName(c), "x" + c.get(tokenName(c))!.slice(1)), true],
    ] as const) {
      const fast = await fastServerSession(new Headers({ cookie }), useCache);
      expect(fast, label).not.toBeUndefined();
      expect(fast, label).toEqual(await viaBetterAuth(cookie, useCache));
    }
    expect((await fastServerSession(new Headers({ cookie: a.client.cookieHeader() }), true))?.user.id).toBe(a.user.id);
  });

  it("leave a session not to be remembered, and a revoked one, to better-auth", async () => {
    const a = await verifiedUser();
    expect(
      await fastServerSession(new Headers({ cookie: `${a.client.cookieHeader()}; better-auth.dont_remember=x` }), true),
    ).toBeUndefined();
    await db.delete(session).where(eq(session.userId, a.user.id));
    expect(await fastServerSession(new Headers({ cookie: a.client.cookieHeader() }), false)).toBeUndefined();
    expect(await viaBetterAuth(a.client.cookieHeader(), false)).toBeNull();
  });
});
