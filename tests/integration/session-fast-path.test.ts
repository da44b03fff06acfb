import { afterEach, describe, expect, it, vi } from "vitest";
import { handleAuthRequest } from "@/lib/auth/handler";
import { cachedSessionReply } from "@/lib/auth/session-fast-path";
import { BASE, verifiedUser } from "../support/client";

const URL_ = `${BASE}/api/auth/get-session`;
const request = (cookie: string, url = URL_, method = "GET") => new Request(url, { method, headers: { cookie, origin: BASE } });

const tokenName = (c: Map<string, string>) => [...c.keys()].find((k) => k.endsWith("session_token"))!;
const dataName = (c: Map<string, string>) => [...c.keys()].find((k) => k.endsWith("session_data"))!;
const header = (c: Map<string, string>) => [...c].map(([k, v]) => `${k}=${v}`).join("; ");

afterEach(() => vi.useRealTimers());

describe("get-session answered from the cookie cache without better-auth's pipeline", () => {
  it("answers a cache hit exactly as better-auth does", async () => {
    const { client, user } = await verifiedUser();
    expect(dataName(client.cookies)).toBeDefined();
    const fast = await cachedSessionReply(request(client.cookieHeader()));
    const full = await handleAuthRequest(request(client.cookieHeader()));
    expect(fast).not.toBeNull();
    expect(fast!.status).toBe(full.status);
    const [fastBody, fullBody] = [await fast!.json(), await full.json()];
    expect(fastBody.user.id).toBe(user.id);
    expect(fastBody).toEqual(fullBody);
    for (const name of ["content-type", "cache-control", "pragma"]) expect(fast!.headers.get(name), name).toBe(full.headers.get(name));
    expect(full.headers.getSetCookie()).toEqual([]);
    expect(fast!.headers.getSetCookie()).toEqual([]);
  });

  it("leaves every other case to better-auth", async () => {
    const a = await verifiedUser();
    const b = await verifiedUser();
    const cookies = a.client.cookies;
    const with_ = (name: string, value: string) => header(new Map([...cookies, [name, value]]));
    const token = cookies.get(tokenName(cookies))!;
    const data = cookies.get(dataName(cookies))!;
    const cases: [string, Request][] = [
      ["no cookie", request("")],
      ["a query string", request(a.client.cookieHeader(), `${URL_}?disableCookieCache=true`)],
      ["another path", request(a.client.cookieHeader(), `${BASE}/api/auth/list-sessions`)],
      ["a POST", request(a.client.cookieHeader(), URL_, "POST")],
      ["a tampered session cookie", request(with_(tokenName(cookies), token.replace(/^./, (c) => (c === "a" ? "b" : "a"))))],
      ["a tampered cache", request(with_(dataName(cookies), data.slice(0, -3) + (data.endsWith("A") ? "BBB" : "AAA")))],
      ["the cache of another session", request(with_(dataName(cookies), b.client.cookies.get(dataName(b.client.cookies))!))],
      ["no cache cookie", request(header(new Map([...cookies].filter(([k]) => !k.endsWith("session_data")))))],
    ];
    for (const [label, req] of cases) expect(await cachedSessionReply(req), label).toBeNull();

    // A cache past its 60 seconds is not used either.
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    expect(await cachedSessionReply(request(a.client.cookieHeader())), "an expired cache").toBeNull();
  });

  it("the route answers a signed-out caller with null, and a hit with the session", async () => {
    const { GET } = await import("@/app/api/auth/get-session/route");
    expect(await (await GET(request(""))).json()).toBeNull();
    const { client, user } = await verifiedUser();
    expect((await (await GET(request(client.cookieHeader()))).json()).user.id).toBe(user.id);
  });
});
