import { vi } from "vitest";

/**
 * A local OpenID Connect provider (oauth2-mock-server), started before any app module loads: better-auth
 * builds its context, and with it the genericOAuth provider, as soon as lib/auth/server/auth.ts is imported, and the
 * plugin fetches the discovery document right then (a failed fetch is only retried on a later request that
 * names the provider). The OS picks a free loopback port.
 */
const oidc = await vi.hoisted(async () => {
  const saved = { ...process.env };
  const { OAuth2Server } = await import("oauth2-mock-server");
  const { randomUUID } = await import("node:crypto");
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer; // the discovery document, the tokens' iss and OIDC_ISSUER all say the same

  /** Who the provider signs in; the tests set it before each flow. */
  const identity = { current: { sub: "oidc-nobody", email: "nobody@example.com", name: "Nobody" } };
  /** What the token endpoint was asked and what it answered, in order. */
  const grants: { grantType: string; sentRefreshToken?: string; accessToken: string; refreshToken?: string }[] = [];
  const GRANTED_SCOPE = "openid email profile";

  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    const { sub, email, name } = identity.current;
    // jti: two tokens minted in the same second must still differ.
    Object.assign(token.payload, { sub, email, email_verified: true, name, jti: randomUUID() });
  });
  server.service.on("beforeUserinfo", (response: { body: unknown }) => {
    const { sub, email, name } = identity.current;
    response.body = { sub, email, email_verified: true, name };
  });
  server.service.on("beforeResponse", (response: { body: Record<string, unknown> }, req: { body: Record<string, string> }) => {
    response.body.scope = GRANTED_SCOPE;
    grants.push({
      grantType: req.body.grant_type,
      sentRefreshToken: req.body.refresh_token,
      accessToken: response.body.access_token as string,
      refreshToken: response.body.refresh_token as string | undefined,
    });
  });

  process.env.OIDC_ISSUER = issuer;
  process.env.OIDC_CLIENT_ID = "oauth-accounts-client";
  process.env.OIDC_CLIENT_SECRET = "oauth-accounts-secret";
  return { saved, server, issuer, identity, grants, GRANTED_SCOPE };
});

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { account, session, verification } from "@/db/schema";
import { availableProviders } from "@/lib/auth/server/available-providers";
import { LAST_USED_COOKIE, lastUsedOf } from "@/lib/auth/server/last-used";
import { OIDC_PROVIDER_ID } from "@/lib/auth/server/providers";
import { env } from "@/lib/env";
import { accountsOf, ageSessions, findUserByEmail, SESSION_COOKIE, SESSION_DATA_COOKIE, signIn } from "../support/accounts";
import { BASE, TestClient, uniqueEmail, verifiedUser } from "../support/client";
import { turnOnTwoFactor } from "../support/two-factor";

// The worker may run another file next: leave the environment as it was, and the port free.
afterAll(async () => {
  for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"]) {
    if (oidc.saved[key] === undefined) delete process.env[key];
    else process.env[key] = oidc.saved[key];
  }
  await oidc.server.stop();
});

const CALLBACK_URL = `${BASE}/api/auth/callback/${OIDC_PROVIDER_ID}`;
const ERROR_PAGE = `${BASE}/api/auth/error`;

type Identity = { sub: string; email: string; name: string };

function newIdentity(prefix = "oidc", email = uniqueEmail(prefix)): Identity {
  const identity = { sub: `sub-${randomUUID()}`, email, name: `${prefix} person` };
  oidc.identity.current = identity;
  return identity;
}

/** The browser's visit to the provider: its authorize endpoint signs in at once and redirects back with code and state. */
async function authorize(url: string) {
  const res = await fetch(url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location.startsWith(`${CALLBACK_URL}?`)).toBe(true);
  return { location, state: new URL(location).searchParams.get("state")!, code: new URL(location).searchParams.get("code")! };
}

/** POST /sign-in/social for the OIDC provider, then the provider's authorize step; the callback is left to the caller. */
async function startSignIn(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post("/sign-in/social", { provider: OIDC_PROVIDER_ID, callbackURL: "/dashboard", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.redirect).toBe(true);
  return { res, ...(await authorize(res.body.url)) };
}

/** The whole redirect flow for the current identity; returns the signed-in client and the callback's reply. */
async function oidcSignIn(client = new TestClient(), body: Record<string, unknown> = {}) {
  const started = await startSignIn(client, body);
  const callback = await client.get(started.location);
  return { client, callback, started };
}

async function oidcAccountOf(userId: string) {
  const [row] = await db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, OIDC_PROVIDER_ID)));
  return row;
}

async function stateRow(state: string) {
  const [row] = await db
    .select()
    .from(verification)
    .where(eq(verification.identifier, `auth-state:${state}`));
  return row;
}

/** A new user who signed up through the provider only: one account, the oidc one. */
async function oidcOnlyUser() {
  const identity = newIdentity("oidc-only");
  const { client, callback } = await oidcSignIn();
  expect(callback.status).toBe(302);
  const me = await client.get("/get-session");
  const userId = me.body.user.id as string;
  return { client, identity, userId, oidcAccount: await oidcAccountOf(userId) };
}

describe("sign-in through the OpenID Connect provider", () => {
  it("has no /sign-in/oauth2 endpoint: the generic provider is reached through /sign-in/social", async () => {
    newIdentity();
    const res = await new TestClient().post("/sign-in/oauth2", { providerId: OIDC_PROVIDER_ID, callbackURL: "/dashboard" });
    expect(res.status).toBe(404);
  });

  it("answers /sign-in/social with the provider's authorization URL and keeps a 10-minute state", async () => {
    newIdentity();
    const client = new TestClient();
    const before = Date.now();
    const res = await client.post("/sign-in/social", { provider: OIDC_PROVIDER_ID, callbackURL: "/dashboard" });
    expect(res.status).toBe(200);
    expect(res.body.redirect).toBe(true);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/authorize`);
    expect(res.location).toBe(res.body.url);
    const params = url.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe("oauth-accounts-client");
    expect(params.get("redirect_uri")).toBe(CALLBACK_URL);
    expect(params.get("scope")!.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();

    // The state is kept server-side for 10 minutes, and bound to this browser by a cookie.
    const state = params.get("state")!;
    expect(state).toBeTruthy();
    const row = await stateRow(state);
    expect(row).toBeDefined();
    const lifetime = row.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(595_000);
    expect(lifetime).toBeLessThanOrEqual(605_000);
    const stored = JSON.parse(row.value) as { callbackURL: string; expiresAt: number };
    expect(stored.callbackURL).toBe("/dashboard");
    expect(Math.abs(stored.expiresAt - row.expiresAt.getTime())).toBeLessThan(5_000);
    expect(client.cookies.get("better-auth.state")?.startsWith(`${state}.`)).toBe(true);
    // The cookie that binds the state to this browser lasts as long as the state.
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.state="));
    expect(setCookie).toMatch(/Max-Age=600\b/);
  });

  it("creates the user, the oidc account and a session on the callback, and sends a new user to newUserCallbackURL", async () => {
    const identity = newIdentity("newcomer");
    const { client, callback, started } = await oidcSignIn(new TestClient(), { newUserCallbackURL: "/welcome" });
    expect(callback.status).toBe(302);
    expect(callback.location).toBe("/welcome");
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);

    const me = await client.get("/get-session");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: identity.email, name: identity.name, emailVerified: true });
    const userId = me.body.user.id as string;
    const rows = await accountsOf(userId);
    expect(rows.map((r) => `${r.providerId}:${r.accountId}`)).toEqual([`${OIDC_PROVIDER_ID}:${identity.sub}`]);
    // The token exchange's answer is what was stored.
    const exchange = oidc.grants.findLast((g) => g.grantType === "authorization_code")!;
    expect(rows[0].accessToken).toBe(exchange.accessToken);
    expect(rows[0].refreshToken).toBe(exchange.refreshToken);
    expect(rows[0].accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    // The state is used up.
    expect(await stateRow(started.state)).toBeUndefined();

    // Next time the same person is a returning user: callbackURL, and no second user or account.
    const again = await oidcSignIn(new TestClient(), { newUserCallbackURL: "/welcome" });
    expect(again.callback.status).toBe(302);
    expect(again.callback.location).toBe("/dashboard");
    expect((await again.client.get("/get-session")).body.user.id).toBe(userId);
    expect(await accountsOf(userId)).toHaveLength(1);
  });

  it("completes the callback sent by POST too, through a redirect to the GET callback", async () => {
    const identity = newIdentity("poster");
    const client = new TestClient();
    const { code, state } = await startSignIn(client);
    const posted = await client.post(`/callback/${OIDC_PROVIDER_ID}`, { code, state });
    expect(posted.status).toBe(302);
    const target = new URL(posted.location!);
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK_URL);
    expect(target.searchParams.get("code")).toBe(code);
    expect(target.searchParams.get("state")).toBe(state);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const completed = await client.get(posted.location!);
    expect(completed.status).toBe(302);
    expect(completed.location).toBe("/dashboard");
    expect((await client.get("/get-session")).body.user.email).toBe(identity.email);
  });

  it("signs an existing verified user in to the same account through the trusted provider, linking it", async () => {
    const existing = await verifiedUser();
    const identity = newIdentity("existing", existing.email);
    const { client, callback } = await oidcSignIn();
    expect(callback.status).toBe(302);
    expect(callback.location).toBe("/dashboard");
    expect((await client.get("/get-session")).body.user.id).toBe(existing.user.id);
    const providers = (await accountsOf(existing.user.id)).map((r) => `${r.providerId}:${r.accountId}`).sort();
    expect(providers).toEqual([`credential:${existing.user.id}`, `${OIDC_PROVIDER_ID}:${identity.sub}`]);
  });

  // "A missing or expired sign-in state redirects to the error page with error=please_restart_the_process."
  it("signs nobody in and sends the browser to please_restart_the_process when the state is missing, unknown, another browser's, reused or expired", async () => {
    const notSignedIn = async (client: TestClient, res: { status: number; location: string | null }) => {
      expect(res.status).toBe(302);
      expect(res.location).toBe(`${ERROR_PAGE}?error=please_restart_the_process`);
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await client.get("/get-session")).body).toBeNull();
    };

    const identity = newIdentity("state");
    // Missing.
    const a = new TestClient();
    const { code } = await startSignIn(a);
    await notSignedIn(a, await a.get(`/callback/${OIDC_PROVIDER_ID}?code=${code}`));
    // Tampered.
    const b = new TestClient();
    const startedB = await startSignIn(b);
    const last = startedB.state.at(-1) === "a" ? "b" : "a";
    const tampered = startedB.location.replace(`state=${startedB.state}`, `state=${startedB.state.slice(0, -1)}${last}`);
    await notSignedIn(b, await b.get(tampered));
    // Another browser's state (its cookie is not sent).
    const c = new TestClient();
    const startedC = await startSignIn(c);
    const thief = new TestClient();
    await notSignedIn(thief, await thief.get(startedC.location));
    // Expired: ten minutes have passed (the state's own deadline and its row's).
    const d = new TestClient();
    const startedD = await startSignIn(d);
    const row = await stateRow(startedD.state);
    const past = new Date(Date.now() - 1_000);
    await db
      .update(verification)
      .set({ expiresAt: past, value: JSON.stringify({ ...JSON.parse(row.value), expiresAt: past.getTime() }) })
      .where(eq(verification.id, row.id));
    await notSignedIn(d, await d.get(startedD.location));

    expect(await findUserByEmail(identity.email)).toBeUndefined();

    // Reused: a state that worked once does not work twice.
    const e = new TestClient();
    const startedE = await startSignIn(e);
    const stateCookie = e.cookies.get("better-auth.state")!;
    expect((await e.get(startedE.location)).location).toBe("/dashboard");
    const replay = new TestClient();
    replay.cookies.set("better-auth.state", stateCookie);
    await notSignedIn(replay, await replay.get(startedE.location));
  });
});

describe("linking the provider to a signed-in user (/link-social)", () => {
  it("links the provider account of the same e-mail and keeps the user signed in as themselves", async () => {
    const user = await verifiedUser();
    const identity = newIdentity("linker", user.email);
    const res = await user.client.post("/link-social", { provider: OIDC_PROVIDER_ID, callbackURL: "/settings" });
    expect(res.status).toBe(200);
    expect(res.body.redirect).toBe(true);
    expect(res.body.url.startsWith(`${oidc.issuer}/authorize?`)).toBe(true);
    const { location } = await authorize(res.body.url);
    const callback = await user.client.get(location);
    expect(callback.status).toBe(302);
    expect(callback.location).toBe("/settings");
    expect((await user.client.get("/get-session")).body.user.id).toBe(user.user.id);

    const list = await user.client.get("/list-accounts");
    expect(list.status).toBe(200);
    const linked = (list.body as { provider: string; accountId: string }[]).map((a) => `${a.provider}:${a.accountId}`).sort();
    expect(linked).toEqual([`credential:${user.user.id}`, `${OIDC_PROVIDER_ID}:${identity.sub}`]);
  });

  it("needs a session", async () => {
    newIdentity();
    const res = await new TestClient().post("/link-social", { provider: OIDC_PROVIDER_ID, callbackURL: "/settings" });
    expect(res.status).toBe(401);
  });

  it("does not link a provider account that already belongs to another user (account_already_linked_to_different_user)", async () => {
    const owner = await oidcOnlyUser();
    const other = await verifiedUser();
    // The provider now reports the owner's subject with the other user's address.
    oidc.identity.current = { ...owner.identity, email: other.email };
    const res = await other.client.post("/link-social", { provider: OIDC_PROVIDER_ID, callbackURL: "/settings" });
    const callback = await other.client.get((await authorize(res.body.url)).location);
    expect(callback.status).toBe(302);
    const target = new URL(callback.location!);
    expect(`${target.origin}${target.pathname}`).toBe(ERROR_PAGE);
    expect(target.searchParams.get("error")).toBe("account_already_linked_to_different_user");
    expect((await accountsOf(other.user.id)).map((r) => r.providerId)).toEqual(["credential"]);
    expect((await oidcAccountOf(owner.userId)).accountId).toBe(owner.identity.sub);
  });

  it("does not link a provider account with another e-mail while different e-mails are not allowed", async () => {
    expect(env.ALLOW_DIFFERENT_LINK_EMAILS).toBe(false);
    const user = await verifiedUser();
    newIdentity("elsewhere");
    const res = await user.client.post("/link-social", { provider: OIDC_PROVIDER_ID, callbackURL: "/settings" });
    const callback = await user.client.get((await authorize(res.body.url)).location);
    expect(callback.status).toBe(302);
    expect(callback.location!.startsWith(`${ERROR_PAGE}?error=`)).toBe(true);
    expect((await accountsOf(user.user.id)).map((r) => r.providerId)).toEqual(["credential"]);
  });
});

describe("/list-accounts after an OpenID Connect sign-in", () => {
  it("lists the oidc account with its id, provider, accountId (the subject) and the granted scopes, and no tokens", async () => {
    const { client, identity, oidcAccount } = await oidcOnlyUser();
    const res = await client.get("/list-accounts");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [entry] = res.body as Record<string, unknown>[];
    expect(entry).toMatchObject({
      id: oidcAccount.id,
      provider: OIDC_PROVIDER_ID,
      accountId: identity.sub,
      scopes: oidc.GRANTED_SCOPE.split(" "),
    });
    expect(typeof entry.createdAt).toBe("string");
    expect(typeof entry.updatedAt).toBe("string");
    for (const secret of ["accessToken", "refreshToken", "idToken", "password"]) expect(entry).not.toHaveProperty(secret);
  });
});

// The public body for these two is {providerId, accountId?, userId?} (lib/auth/server/account-tokens.ts
// translates it); better-auth's own {accountId: <row id>} keeps working too.
describe("/get-access-token and /refresh-token", () => {
  it("takes the public body and answers with every token field", async () => {
    const { client, oidcAccount } = await oidcOnlyUser();
    const res = await client.post("/get-access-token", { providerId: OIDC_PROVIDER_ID });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      accessToken: oidcAccount.accessToken,
      refreshToken: oidcAccount.refreshToken,
      idToken: oidcAccount.idToken,
      scopes: oidc.GRANTED_SCOPE.split(" "),
    });
    expect(res.body).toHaveProperty("refreshTokenExpiresAt");
    const byProviderAccount = await client.post("/get-access-token", { providerId: OIDC_PROVIDER_ID, accountId: oidcAccount.accountId });
    expect(byProviderAccount.body.accessToken).toBe(oidcAccount.accessToken);
    const unknown = await client.post("/get-access-token", { providerId: "github" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Account not found");
    expect((await new TestClient().post("/get-access-token", { providerId: OIDC_PROVIDER_ID })).status).toBe(401);

    const refreshed = await client.post("/refresh-token", { providerId: OIDC_PROVIDER_ID });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.accessToken).not.toBe(oidcAccount.accessToken);
    expect(refreshed.body.scopes).toEqual(oidc.GRANTED_SCOPE.split(" "));
    expect(typeof refreshed.body.refreshToken).toBe("string");
  });

  it("returns the stored access token while it is valid, without asking the provider", async () => {
    const { client, oidcAccount } = await oidcOnlyUser();
    const grantsBefore = oidc.grants.length;
    const res = await client.post("/get-access-token", { accountId: oidcAccount.id });
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toBe(oidcAccount.accessToken);
    expect(new Date(res.body.accessTokenExpiresAt).getTime()).toBe(oidcAccount.accessTokenExpiresAt!.getTime());
    expect(res.body.idToken).toBe(oidcAccount.idToken);
    expect(res.body.scopes).toEqual(oidc.GRANTED_SCOPE.split(" "));
    expect(oidc.grants.length).toBe(grantsBefore);
  });

  it("needs a session, and gives nobody another user's token", async () => {
    const { oidcAccount } = await oidcOnlyUser();
    const anonymous = await new TestClient().post("/get-access-token", { accountId: oidcAccount.id });
    expect(anonymous.status).toBe(401);
    const stranger = await verifiedUser();
    const foreign = await stranger.client.post("/get-access-token", { accountId: oidcAccount.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Account not found");
    expect(JSON.stringify(foreign.body)).not.toContain(oidcAccount.accessToken!);
  });

  it("/refresh-token gets new tokens from the provider with the stored refresh token, and stores them", async () => {
    const { client, oidcAccount } = await oidcOnlyUser();
    const res = await client.post("/refresh-token", { accountId: oidcAccount.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const grant = oidc.grants.at(-1)!;
    expect(grant.grantType).toBe("refresh_token");
    expect(grant.sentRefreshToken).toBe(oidcAccount.refreshToken);
    expect(res.body.accessToken).toBe(grant.accessToken);
    expect(res.body.accessToken).not.toBe(oidcAccount.accessToken);
    expect(res.body.refreshToken).toBe(grant.refreshToken);
    expect(res.body.refreshToken).not.toBe(oidcAccount.refreshToken);
    expect(new Date(res.body.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    expect(typeof res.body.idToken).toBe("string");

    // Kept: the next read returns the new token, and the next refresh sends the new refresh token.
    const read = await client.post("/get-access-token", { accountId: oidcAccount.id });
    expect(read.body.accessToken).toBe(grant.accessToken);
    await client.post("/refresh-token", { accountId: oidcAccount.id });
    expect(oidc.grants.at(-1)!.sentRefreshToken).toBe(grant.refreshToken);
  });

  it("/get-access-token refreshes when the access token expires within 5 seconds, and not when it has longer", async () => {
    const { client, oidcAccount } = await oidcOnlyUser();
    const setExpiry = (ms: number) =>
      db
        .update(account)
        .set({ accessTokenExpiresAt: new Date(Date.now() + ms) })
        .where(eq(account.id, oidcAccount.id));

    await setExpiry(15_000);
    const grantsBefore = oidc.grants.length;
    const notYet = await client.post("/get-access-token", { accountId: oidcAccount.id });
    expect(notYet.status).toBe(200);
    expect(notYet.body.accessToken).toBe(oidcAccount.accessToken);
    expect(oidc.grants.length).toBe(grantsBefore);

    await setExpiry(2_000);
    const refreshed = await client.post("/get-access-token", { accountId: oidcAccount.id });
    expect(refreshed.status).toBe(200);
    const grant = oidc.grants.at(-1)!;
    expect(oidc.grants.length).toBe(grantsBefore + 1);
    expect(grant).toMatchObject({ grantType: "refresh_token", sentRefreshToken: oidcAccount.refreshToken });
    expect(refreshed.body.accessToken).toBe(grant.accessToken);
    expect(refreshed.body.accessToken).not.toBe(oidcAccount.accessToken);
    expect(new Date(refreshed.body.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 3_000_000);

    const stored = await oidcAccountOf(oidcAccount.userId);
    expect(stored.accessToken).toBe(grant.accessToken);
    expect(stored.refreshToken).toBe(grant.refreshToken);
    expect(stored.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);

    // Once refreshed, the new token is returned as it is.
    const after = await client.post("/get-access-token", { accountId: oidcAccount.id });
    expect(after.body.accessToken).toBe(grant.accessToken);
    expect(oidc.grants.length).toBe(grantsBefore + 1);
  });
});

// The public API has POST /account-info with an accountId body; better-auth 1.7 answers GET with the
// accountId (its account row id) in the query. Both are served.
describe("/account-info", () => {
  it("answers the public POST with an accountId body, and refuses a malformed body with 400", async () => {
    const { client, identity, oidcAccount } = await oidcOnlyUser();
    const res = await client.post("/account-info", { accountId: oidcAccount.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ email: identity.email });
    expect(res.body.data).toMatchObject({ sub: identity.sub });
    expect((await client.post("/account-info", { accountId: 42 })).status).toBe(400);
    expect((await client.post("/account-info", "not json")).status).toBe(400);
  });

  it("returns the provider's user info for the user's oidc account", async () => {
    const { client, identity, oidcAccount } = await oidcOnlyUser();
    const res = await client.get(`/account-info?accountId=${encodeURIComponent(oidcAccount.id)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ email: identity.email, name: identity.name, emailVerified: true });
    expect(res.body.data).toMatchObject({ sub: identity.sub, email: identity.email, iss: oidc.issuer, aud: "oauth-accounts-client" });
    expect(res.body.account).toEqual({ id: oidcAccount.id, providerId: OIDC_PROVIDER_ID, accountId: identity.sub });
  });

  it("needs a session, and does not show another user's account", async () => {
    const { oidcAccount } = await oidcOnlyUser();
    const path = `/account-info?accountId=${encodeURIComponent(oidcAccount.id)}`;
    expect((await new TestClient().get(path)).status).toBe(401);
    const stranger = await verifiedUser();
    const foreign = await stranger.client.get(path);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Account not found");
  });
});

describe("/unlink-account with an OpenID Connect account", () => {
  async function linkedUser() {
    const user = await verifiedUser();
    const identity = newIdentity("unlinker", user.email);
    const res = await user.client.post("/link-social", { provider: OIDC_PROVIDER_ID, callbackURL: "/settings" });
    expect((await user.client.get((await authorize(res.body.url)).location)).location).toBe("/settings");
    expect(await accountsOf(user.user.id)).toHaveLength(2);
    return { ...user, identity };
  }

  it("refuses a session that is not fresh with 'Session is not fresh', and unlinks from a fresh one", async () => {
    const user = await linkedUser();
    await ageSessions(user.user.id, env.SESSION_FRESH_AGE + 60);
    user.client.cookies.delete(SESSION_DATA_COOKIE); // read the session as stored, not from the cookie cache
    const stale = await user.client.post("/unlink-account", { providerId: OIDC_PROVIDER_ID });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe("Session is not fresh");
    expect(await accountsOf(user.user.id)).toHaveLength(2);

    const fresh = await signIn(user.email, user.password);
    const res = await fresh.client.post("/unlink-account", { providerId: OIDC_PROVIDER_ID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect((await accountsOf(user.user.id)).map((r) => r.providerId)).toEqual(["credential"]);
    const list = await fresh.client.get("/list-accounts");
    expect((list.body as { provider: string }[]).map((a) => a.provider)).toEqual(["credential"]);
  });

  it("refuses to unlink the last account, the oidc one of a user who signed up through the provider", async () => {
    expect(env.ALLOW_UNLINKING_ALL).toBe(false);
    const { client, userId, oidcAccount } = await oidcOnlyUser();
    const byProvider = await client.post("/unlink-account", { providerId: OIDC_PROVIDER_ID });
    expect(byProvider.status).toBe(400);
    expect(byProvider.body.message).toBe("You can't unlink your last account");
    const bySubject = await client.post("/unlink-account", { providerId: OIDC_PROVIDER_ID, accountId: oidcAccount.accountId });
    expect(bySubject.status).toBe(400);
    expect(bySubject.body.message).toBe("You can't unlink your last account");
    expect((await accountsOf(userId)).map((r) => r.id)).toEqual([oidcAccount.id]);
    // Still able to sign in through the provider.
    const again = await oidcSignIn();
    expect(again.callback.location).toBe("/dashboard");
    expect((await again.client.get("/get-session")).body.user.id).toBe(userId);
  });
});

describe("two-step sign-in through the OpenID Connect provider", () => {
  it("the provider's callback leads to the second step, and no session exists until it is answered", async () => {
    const user = await verifiedUser();
    const { app } = await turnOnTwoFactor(user.client, user.password);
    newIdentity("two-step", user.email);
    const { client, callback } = await oidcSignIn();
    expect(callback.status).toBe(302);
    const next = new URL(callback.location!, BASE);
    expect(next.pathname).toBe("/two-factor");
    expect(next.searchParams.get("callbackURL")).toBe("/dashboard");
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.get("/get-session")).body).toBeNull();

    expect((await client.post("/two-factor/verify-totp", { code: app.code(1) })).status).toBe(200);
    expect((await client.get("/get-session")).body.user.id).toBe(user.user.id);
  });
});

describe("how an OpenID Connect sign-in is recorded", () => {
  /** The stored way in of the session the client holds. */
  async function storedMethod(client: TestClient) {
    const token = (await client.get("/get-session?disableCookieCache=true")).body.session.token as string;
    const [row] = await db.select({ method: session.signInMethod }).from(session).where(eq(session.token, token));
    return row?.method;
  }

  it("the session says the provider, and the sign-in page marks it last used", async () => {
    newIdentity("recorded");
    const { client, callback } = await oidcSignIn();
    expect(callback.status).toBe(302);
    expect(await storedMethod(client)).toBe(OIDC_PROVIDER_ID);
    expect(client.cookies.get(LAST_USED_COOKIE)).toBe(OIDC_PROVIDER_ID);
    const offered = availableProviders().map((p) => p.id);
    expect(lastUsedOf(client.cookies.get(LAST_USED_COOKIE), offered)).toEqual({ kind: "provider", id: OIDC_PROVIDER_ID });
  });

  it("with two-step sign-in, the provider and the factor", async () => {
    const user = await verifiedUser();
    const { app } = await turnOnTwoFactor(user.client, user.password);
    newIdentity("recorded-two-step", user.email);
    const { client } = await oidcSignIn();
    expect((await client.post("/two-factor/verify-totp", { code: app.code(1) })).status).toBe(200);
    expect(await storedMethod(client)).toBe(`${OIDC_PROVIDER_ID}+totp`);
    expect(client.cookies.get(LAST_USED_COOKIE)).toBe(OIDC_PROVIDER_ID);
  });
});
