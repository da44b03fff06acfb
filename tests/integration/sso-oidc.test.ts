import { vi } from "vitest";

/**
 * SSO through OpenID Connect, end to end: the local provider (oauth2-mock-server) and the tests' DNS server (dns2)
 * start before any app module loads, so DNS_SERVERS and TRUSTED_ORIGINS (the provider lives on loopback) are read.
 */
const harness = await vi.hoisted(async () => {
  const saved = { ...process.env };
  const { OAuth2Server } = await import("oauth2-mock-server");
  const { startDnsServer } = await import("../support/dns-server");
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  const identity = { current: { sub: "nobody", email: "nobody@example.com", name: "Nobody", groups: [] as string[] } };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...identity.current, email_verified: true });
  });
  server.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = { ...identity.current, email_verified: true };
  });
  const dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address;
  process.env.TRUSTED_ORIGINS = `http://trusted.example,${issuer}`;
  return { saved, server, issuer, identity, dns };
});

import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { connectionByProviderId, updateConnectionSettings } from "@/lib/auth/sso/connections";
import { discoverOidc } from "@/lib/auth/sso/discovery";
import { startTestRun } from "@/lib/auth/sso/test-run";
import { accountsOf, findUserByEmail, SESSION_COOKIE } from "../support/accounts";
import { lastMailTo, TestClient, verifiedUser } from "../support/client";
import { membershipOf, ownerWithOrganization, provenDomain } from "../support/sso";

afterAll(async () => {
  for (const key of ["DNS_SERVERS", "TRUSTED_ORIGINS"]) {
    if (harness.saved[key] === undefined) delete process.env[key];
    else process.env[key] = harness.saved[key];
  }
  await harness.server.stop();
  await harness.dns.close();
});

/** An organization with an OIDC connection registered as the setup screen does (discovery by the app), domain proven. */
async function oidcConnection({ enabled = true, roleMapping }: { enabled?: boolean; roleMapping?: Record<string, string> } = {}) {
  const { owner, orgId, slug } = await ownerWithOrganization();
  const domain = await provenDomain(harness.dns, orgId);
  const { issuer: _issuer, ...endpoints } = await discoverOidc(harness.issuer);
  const providerId = `oidc-${randomUUID().slice(0, 8)}`;
  const registered = await owner.client.post("/sso/register", {
    providerId,
    issuer: harness.issuer,
    domain,
    organizationId: orgId,
    oidcConfig: {
      clientId: "sso-client",
      clientSecret: "sso-secret",
      skipDiscovery: true,
      ...endpoints,
      pkce: true,
      scopes: ["openid", "email", "profile"],
      mapping: { email: "email", name: "name", extraFields: { groups: "groups" } },
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  // Registered after the domain was proven: the connection is verified at once.
  expect((await connectionByProviderId(providerId))?.domainVerified).toBe(true);
  await updateConnectionSettings(providerId, { enabled, roleMapping: roleMapping ? JSON.stringify(roleMapping) : null });
  return { owner, orgId, slug, domain, providerId };
}

/** POST /sign-in/sso, the provider's authorize step (it signs the current identity in at once), then our callback. */
async function ssoSignIn(body: Record<string, unknown>, client = new TestClient()) {
  const started = await client.post("/sign-in/sso", { callbackURL: "/dashboard", ...body });
  if (started.status !== 200) return { client, started, callback: null };
  const authorize = await fetch(started.body.url, { redirect: "manual" });
  const location = authorize.headers.get("location")!;
  const callback = await client.get(location);
  return { client, started, callback };
}

describe("single sign-on through OpenID Connect", () => {
  it("discovers the provider's endpoints and refuses a private host that is not trusted", async () => {
    const endpoints = await discoverOidc(harness.issuer);
    expect(endpoints.authorizationEndpoint).toBe(`${harness.issuer}/authorize`);
    expect(endpoints.jwksEndpoint).toBe(`${harness.issuer}/jwks`);
    await expect(discoverOidc("http://10.1.2.3")).rejects.toMatchObject({ code: "SSO_DISCOVERY_PRIVATE_HOST" });
  });

  it("signs a new person in by their address's domain, makes them a member, and maps groups to roles", async () => {
    const { orgId, domain, providerId } = await oidcConnection({ roleMapping: { "it-admins": "admin" } });
    const email = `ada@${domain}`;
    harness.identity.current = { sub: `sub-${randomUUID()}`, email, name: "Ada", groups: ["staff"] };
    const { client, started, callback } = await ssoSignIn({ email });
    expect(new URL(started.body.url).origin).toBe(harness.issuer);
    expect(callback!.status).toBe(302);
    expect(callback!.location).toBe("/dashboard");
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    const user = await findUserByEmail(email);
    expect(user.emailVerified).toBe(true);
    expect((await accountsOf(user.id)).map((a) => a.providerId)).toEqual([providerId]);
    expect((await membershipOf(user.id, orgId))?.role).toBe("member");

    const adminEmail = `grace@${domain}`;
    harness.identity.current = { sub: `sub-${randomUUID()}`, email: adminEmail, name: "Grace", groups: ["it-admins", "staff"] };
    const second = await ssoSignIn({ email: adminEmail });
    expect(second.callback!.status).toBe(302);
    expect((await membershipOf((await findUserByEmail(adminEmail)).id, orgId))?.role).toBe("admin");
  });

  it("starts from the organization's slug, and links an existing verified account instead of making a second", async () => {
    const { orgId, slug, domain, providerId } = await oidcConnection();
    // A person who signed up by password before the connection existed, with an address of the domain.
    const existing = await verifiedUser();
    const email = `lin@${domain}`;
    const { db } = await import("@/db/client");
    const { user } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(user).set({ email }).where(eq(user.id, existing.user.id));
    harness.identity.current = { sub: `sub-${randomUUID()}`, email, name: "Lin", groups: [] };
    const { callback } = await ssoSignIn({ organizationSlug: slug });
    expect(callback!.status).toBe(302);
    const rows = await accountsOf(existing.user.id);
    expect(rows.map((r) => r.providerId).sort()).toEqual(["credential", providerId].sort());
    expect((await findUserByEmail(email)).id).toBe(existing.user.id);
    expect((await membershipOf(existing.user.id, orgId))?.role).toBe("member");
  });

  it("refuses a connection that is off, except for an open test, which records what the provider sent", async () => {
    const { owner, domain, providerId } = await oidcConnection({ enabled: false });
    const email = `tess@${domain}`;
    harness.identity.current = { sub: `sub-${randomUUID()}`, email, name: "Tess", groups: ["qa"] };
    const refused = await new TestClient().post("/sign-in/sso", { email, callbackURL: "/dashboard" });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe("SSO_NOT_FOUND");
    const byId = await new TestClient().post("/sign-in/sso", { providerId, callbackURL: "/dashboard" });
    expect(byId.status).toBe(403);
    expect(byId.body.code).toBe("SSO_CONNECTION_DISABLED");

    await startTestRun(providerId, owner.user.id);
    const { callback } = await ssoSignIn({ providerId }, owner.client);
    expect(callback!.status).toBe(302);
    const row = await connectionByProviderId(providerId);
    expect(row?.testedAt).toBeInstanceOf(Date);
    expect(JSON.parse(row!.testResult!)).toMatchObject({ email, name: "Tess", groups: ["qa"] });
    // The test is used up: the next round trip through the connection that is off is refused.
    const again = await new TestClient().post("/sign-in/sso", { providerId, callbackURL: "/dashboard" });
    expect(again.status).toBe(403);
  });

  it("requires single sign-on for the domain: password sign-in and sign-up refused, the owner's fallback kept", async () => {
    const { owner, orgId, domain, providerId } = await oidcConnection();
    // A member with a password, and the owner, both on the domain.
    const staff = await verifiedUser();
    const { db } = await import("@/db/client");
    const { user, member } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    await db
      .update(user)
      .set({ email: `staff@${domain}` })
      .where(eq(user.id, staff.user.id));
    await db
      .update(user)
      .set({ email: `boss@${domain}` })
      .where(eq(user.id, owner.user.id));
    await db.insert(member).values({ id: randomUUID(), organizationId: orgId, userId: staff.user.id, role: "member" });

    const turnedOn = await owner.client.post("/sso/update-provider", { providerId, requireSso: true });
    expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);
    expect((await connectionByProviderId(providerId))?.requireSso).toBe(true);

    const password = await new TestClient().post("/sign-in/email", { email: `staff@${domain}`, password: staff.password });
    expect(password.status).toBe(403);
    expect(password.body.code).toBe("SSO_REQUIRED");
    const link = await new TestClient().post("/sign-in/magic-link", { email: `staff@${domain}`, callbackURL: "/" });
    expect(link.status).toBe(403);
    expect(link.body.code).toBe("SSO_REQUIRED");
    const signUp = await new TestClient().post("/sign-up/email", {
      email: `new@${domain}`,
      password: "correct-horse-battery",
      name: "New",
    });
    expect(signUp.status).toBe(403);

    // The owner keeps the fallback (password by default), and loses it when it is "none".
    const ownerIn = await new TestClient().post("/sign-in/email", { email: `boss@${domain}`, password: owner.password });
    expect(ownerIn.status).toBe(200);
    await updateConnectionSettings(providerId, { ownerFallback: "none" });
    const ownerOut = await new TestClient().post("/sign-in/email", { email: `boss@${domain}`, password: owner.password });
    expect(ownerOut.status).toBe(403);

    // Single sign-on itself still works for the domain.
    harness.identity.current = { sub: `sub-${randomUUID()}`, email: `staff@${domain}`, name: "Staff", groups: [] };
    const { callback } = await ssoSignIn({ email: `staff@${domain}` });
    expect(callback!.status).toBe(302);
    expect(callback!.location).toBe("/dashboard");
  });

  it("refuses an e-mailed link opened after single sign-on became required, sending the person to their provider", async () => {
    const { owner, slug, domain, providerId } = await oidcConnection();
    const email = `late@${domain}`;
    const sent = await new TestClient().post("/sign-in/magic-link", { email, callbackURL: "/dashboard" });
    expect(sent.status).toBe(200);
    const mail = await lastMailTo(email);
    expect((await owner.client.post("/sso/update-provider", { providerId, requireSso: true })).status).toBe(200);
    const opened = await new TestClient().get(mail.link!);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/sign-in?error=SSO_REQUIRED&sso=${slug}`);
    expect(opened.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !/max-age=0/i.test(c))).toBe(false);
  });

  it("refuses a connection registered without an organization", async () => {
    const { client } = await verifiedUser();
    const res = await client.post("/sso/register", {
      providerId: `solo-${randomUUID().slice(0, 8)}`,
      issuer: harness.issuer,
      domain: "solo.test",
      oidcConfig: { clientId: "c", clientSecret: "s", skipDiscovery: true, authorizationEndpoint: `${harness.issuer}/authorize` },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("ORGANIZATION_REQUIRED");
  });
});
