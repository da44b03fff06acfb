import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { handleAuthRequest } from "@/lib/auth/internals/handler";
import { auth } from "@/lib/auth/server/auth";
import { BASE, verifiedUser } from "../support/client";

/**
 * lib/auth/internals/handler.ts is a copy of better-auth's auth.handler that builds the router once (stock rebuilds
 * it per request: 0.2-0.45 ms of every call measured on this app) and keeps an open transaction's adapter
 * (stock binds its base adapter, so an organization request's writes would commit one by one). These tests hold
 * the copy to stock: same replies, valid options, and the same upstream source it was copied from.
 */
describe("the auth handler built once", () => {
  it("is valid only for a static base URL, trusted origins and trusted providers, which these are", () => {
    expect(typeof auth.options.baseURL).toBe("string");
    expect(Array.isArray(auth.options.trustedOrigins)).toBe(true);
    const trusted = auth.options.account?.accountLinking?.trustedProviders;
    expect(trusted === undefined || Array.isArray(trusted)).toBe(true);
  });

  it("answers as stock auth.handler does", async () => {
    const { client } = await verifiedUser();
    const cookie = client.cookieHeader();
    const json = { "content-type": "application/json", origin: BASE };
    const cases: [string, () => Request][] = [
      ["ok", () => new Request(`${BASE}/api/auth/ok`)],
      ["list-sessions", () => new Request(`${BASE}/api/auth/list-sessions`, { headers: { cookie, origin: BASE } })],
      ["get-session without refresh", () => new Request(`${BASE}/api/auth/get-session?disableRefresh=true`, { headers: { cookie } })],
      ["an unknown path", () => new Request(`${BASE}/api/auth/nowhere`)],
      [
        "a foreign origin",
        () =>
          new Request(`${BASE}/api/auth/update-user`, {
            method: "POST",
            headers: { ...json, cookie, origin: "http://evil.example" },
            body: "{}",
          }),
      ],
      [
        "a wrong password",
        () =>
          new Request(`${BASE}/api/auth/sign-in/email`, {
            method: "POST",
            headers: json,
            body: JSON.stringify({ email: "no@example.com", password: "wrong-password" }),
          }),
      ],
    ];
    for (const [label, make] of cases) {
      const [ours, stock] = [await handleAuthRequest(make()), await auth.handler(make())];
      expect(ours.status, label).toBe(stock.status);
      expect(await ours.text(), label).toBe(await stock.text());
      const names = (r: Response) => r.headers.getSetCookie().map((line) => line.split("=")[0]);
      expect(names(ours), label).toEqual(names(stock));
    }
  });

  it("was copied from this better-auth's handler: an upstream change fails here until the copy is compared again", () => {
    // better-auth/dist/auth/base.mjs, createBetterAuth's `handler`. When this fails, read the new source, carry
    // any change over to lib/auth/internals/handler.ts (or drop the copy if stock no longer rebuilds the router per
    // request), then pin the new fingerprint.
    const fingerprint = createHash("sha256").update(auth.handler.toString().replace(/\s+/g, " ")).digest("hex").slice(0, 16);
    expect(fingerprint).toBe("abe8ce10c41dd205");
  });
});
