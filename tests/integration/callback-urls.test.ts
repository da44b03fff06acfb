import { beforeAll, describe, expect, it } from "vitest";
import { settledMailCount } from "../support/accounts";
import { BASE, TestClient, uniqueEmail, verifiedUser } from "../support/client";

const EVIL = "https://evil.example";
const TRUSTED = "http://trusted.example"; // TRUSTED_ORIGINS in tests/support/env.ts

type User = Awaited<ReturnType<typeof verifiedUser>>;

describe("callback and redirect URLs must be trusted", () => {
  let user: User;
  let unverifiedEmail: string;
  let userMailsBefore: number;
  beforeAll(async () => {
    user = await verifiedUser();
    userMailsBefore = await settledMailCount(user.email);
    unverifiedEmail = uniqueEmail("unverified");
    await new TestClient().post("/sign-up/email", { email: unverifiedEmail, password: "password-unverified", name: "U" });
  });

  const untrusted = [
    EVIL,
    `${EVIL}/welcome`,
    "//evil.example/welcome",
    "/\\evil.example",
    "javascript:alert(1)",
    "http://localhost:3000.evil.example/",
  ];

  for (const url of untrusted) {
    it(`refuses ${url} everywhere a callback is taken`, async () => {
      const client = new TestClient();
      const signIn = await client.post("/sign-in/email", { email: user.email, password: user.password, callbackURL: url });
      expect(signIn.status).toBe(403);
      expect(signIn.body.message).toBe("Invalid callbackURL");
      expect(client.cookies.size).toBe(0);

      const magic = await client.post("/sign-in/magic-link", { email: user.email, callbackURL: url });
      expect(magic.status).toBe(403);
      expect(magic.body.message).toBe("Invalid callbackURL");

      const reset = await client.post("/request-password-reset", { email: user.email, redirectTo: url });
      expect(reset.status).toBe(403);
      expect(reset.body.message).toBe("Invalid redirectURL");

      const forget = await client.post("/forget-password", { email: user.email, redirectTo: url });
      expect(forget.status).toBe(403);
      expect(forget.body.message).toBe("Invalid redirectURL");

      const verify = await client.post("/send-verification-email", { email: unverifiedEmail, callbackURL: url });
      expect(verify.status).toBe(403);
      expect(verify.body.message).toBe("Invalid callbackURL");

      const signUp = await client.post("/sign-up/email", { email: uniqueEmail(), password: "password-123", name: "E", callbackURL: url });
      expect(signUp.status).toBe(403);
      expect(signUp.body.message).toBe("Invalid callbackURL");
    });
  }

  it("sends no mail when the callback is refused", async () => {
    const email = uniqueEmail("refused");
    await new TestClient().post("/sign-in/magic-link", { email, callbackURL: EVIL });
    expect(await settledMailCount(email)).toBe(0);
  });

  it("refuses untrusted new-user and error callbacks of the magic link", async () => {
    const client = new TestClient();
    const newUser = await client.post("/sign-in/magic-link", { email: uniqueEmail(), callbackURL: "/", newUserCallbackURL: EVIL });
    expect(newUser.status).toBe(403);
    expect(newUser.body.message).toBe("Invalid newUserCallbackURL");
    const error = await client.post("/sign-in/magic-link", { email: uniqueEmail(), callbackURL: "/", errorCallbackURL: EVIL });
    expect(error.status).toBe(403);
    expect(error.body.message).toBe("Invalid errorCallbackURL");
  });

  it("refuses untrusted callbacks on the GET links too", async () => {
    const client = new TestClient();
    const reset = await client.get(`/reset-password/${"a".repeat(24)}?callbackURL=${encodeURIComponent(EVIL)}`);
    expect(reset.status).toBe(403);
    expect(reset.location).toBeNull();
    const verify = await client.get(`/verify-email?token=nonsense&callbackURL=${encodeURIComponent(EVIL)}`);
    expect(verify.status).toBe(403);
    expect(verify.location).toBeNull();
    const del = await user.client.get(`/delete-user/callback?token=nonsense&callbackURL=${encodeURIComponent(EVIL)}`);
    expect(del.status).toBe(403);
  });

  // Relative in form, a host once decoded or once a browser drops what it ignores (tab, newline, backslash).
  const disguised = [
    "/%09/evil.example",
    "/\t/evil.example",
    "/%0a/evil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "/%E2%80%8B/evil.example",
    "/%zz",
  ];
  for (const url of disguised) {
    it(`refuses the disguised ${JSON.stringify(url)} on every POST and GET sink, and mails nothing`, async () => {
      const email = uniqueEmail("disguised");
      const client = new TestClient();
      const posts: [string, Record<string, unknown>, string][] = [
        ["/sign-in/email", { email: user.email, password: user.password, callbackURL: url }, "INVALID_CALLBACK_URL"],
        ["/sign-in/magic-link", { email, callbackURL: url }, "INVALID_CALLBACK_URL"],
        ["/sign-in/magic-link", { email, callbackURL: "/", newUserCallbackURL: url }, "INVALID_NEW_USER_CALLBACK_URL"],
        ["/sign-in/magic-link", { email, callbackURL: "/", errorCallbackURL: url }, "INVALID_ERROR_CALLBACK_URL"],
        ["/request-password-reset", { email: user.email, redirectTo: url }, "INVALID_REDIRECT_URL"],
        ["/forget-password", { email: user.email, redirectTo: url }, "INVALID_REDIRECT_URL"],
        ["/send-verification-email", { email: unverifiedEmail, callbackURL: url }, "INVALID_CALLBACK_URL"],
        ["/sign-up/email", { email, password: "password-123-x", name: "E", callbackURL: url }, "INVALID_CALLBACK_URL"],
      ];
      for (const [path, body, code] of posts) {
        const res = await client.post(path, body);
        expect([path, res.status, res.body.code]).toEqual([path, 403, code]);
      }
      expect((await user.client.post("/change-email", { newEmail: uniqueEmail(), callbackURL: url })).body.code).toBe(
        "INVALID_CALLBACK_URL",
      );
      expect((await user.client.post("/delete-user", { callbackURL: url })).body.code).toBe("INVALID_CALLBACK_URL");
      const query = `callbackURL=${encodeURIComponent(url)}`;
      for (const path of [
        `/verify-email?token=x&${query}`,
        `/magic-link/verify?token=x&${query}`,
        `/reset-password/${"a".repeat(24)}?${query}`,
      ]) {
        const res = await client.get(path);
        expect([path, res.status, res.location]).toEqual([path, 403, null]);
      }
      expect(client.cookies.size).toBe(0);
      expect(await settledMailCount(email)).toBe(0);
      expect(await settledMailCount(user.email)).toBe(userMailsBefore);
    });
  }

  for (const url of ["/dashboard?tab=1", `${TRUSTED}/welcome`, `${BASE}/settings`]) {
    it(`accepts ${url}`, async () => {
      const client = new TestClient();
      const signIn = await client.post("/sign-in/email", { email: user.email, password: user.password, callbackURL: url });
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({ redirect: true, url });

      expect((await client.post("/sign-in/magic-link", { email: user.email, callbackURL: url })).status).toBe(200);
      expect((await client.post("/request-password-reset", { email: user.email, redirectTo: url })).status).toBe(200);
      expect((await client.post("/forget-password", { email: user.email, redirectTo: url })).status).toBe(200);
      expect((await new TestClient().post("/send-verification-email", { email: unverifiedEmail, callbackURL: url })).status).toBe(200);
    });
  }
});

describe("the origin of cookie-bearing POSTs", () => {
  it("refuses a POST with a session cookie from a foreign origin", async () => {
    const user = await verifiedUser();
    const res = await user.client.post("/revoke-sessions", undefined, { origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Invalid origin");
    expect((await user.client.get("/get-session?disableCookieCache=true")).body.user.id).toBe(user.user.id);

    const refOnly = await user.client.post("/sign-out", undefined, { origin: "", referer: `${EVIL}/page` });
    expect(refOnly.status).toBe(403);
    expect((await user.client.get("/get-session?disableCookieCache=true")).body.user.id).toBe(user.user.id);
  });

  it("refuses a cookie-bearing POST without any origin", async () => {
    const user = await verifiedUser();
    const res = await user.client.post("/sign-out", undefined, { origin: "null" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Missing or null Origin");
  });

  it("accepts the app's own and the trusted origins", async () => {
    const user = await verifiedUser();
    expect((await user.client.post("/revoke-other-sessions", undefined, { origin: TRUSTED })).status).toBe(200);
    expect((await user.client.post("/revoke-other-sessions")).status).toBe(200);
  });

  it("refuses a password sign-in posted from a foreign origin", async () => {
    const user = await verifiedUser();
    const client = new TestClient({ origin: EVIL });
    const res = await client.post("/sign-in/email", { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(client.cookies.size).toBe(0);
  });
});
