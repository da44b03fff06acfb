import { vi } from "vitest";

/**
 * The SSO screens' server side: owners and admins prove a domain, set up OIDC and SAML connections, test one by a real
 * round trip, switch it on; the sign-in route starts SSO by address or organization; an operator disables a connection
 * (audited). Against the local OIDC provider (oauth2-mock-server) and the tests' DNS server (dns2).
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
  const identity: { current: { sub: string; email: string; name: string; groups?: string[] } } = {
    current: { sub: "nobody", email: "nobody@example.com", name: "Nobody" },
  };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...identity.current, email_verified: true });
  });
  server.service.on("beforeUserinfo", (response: { body: unknown }) => {
    // The groups the test names, else one group.
    response.body = { groups: ["engineering"], ...identity.current, email_verified: true };
  });
  const dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address;
  process.env.TRUSTED_ORIGINS = `http://trusted.example,${issuer}`;
  return { saved, server, issuer, identity, dns };
});

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, desc, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { GET as startSsoRoute } from "@/app/(auth)/sign-in/sso/route";
import { db } from "@/db/client";
import { auditLog, member, organizationActivity, ssoDomain, ssoProvider, user } from "@/db/schema";
import { grantOperators } from "@/lib/admin/operators";
import { disableSsoConnectionAction, releaseSsoDomainAction } from "@/lib/admin/sso-actions";
import { listProvenDomainsPage } from "@/lib/auth/sso/console";
import * as actions from "@/lib/auth/sso/actions";
import { connectionByProviderId } from "@/lib/auth/sso/connections";
import { recordName, recordValue } from "@/lib/auth/sso/domain-name";
import { checkDomain, claimDomain, listDomains, removeDomain } from "@/lib/auth/sso/domains";
import { ssoPageData } from "@/lib/auth/sso/page-data";
import { listActivity } from "@/lib/organization/activity-queries";
import { BASE, TestClient, verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";
import { startSamlIdp } from "../support/saml-idp";
import { unreadableEntries } from "../support/activity-render";
import { membershipOf, ownerWithOrganization } from "../support/sso";

afterAll(async () => {
  for (const key of ["DNS_SERVERS", "TRUSTED_ORIGINS"]) {
    if (harness.saved[key] === undefined) delete process.env[key];
    else process.env[key] = harness.saved[key];
  }
  await harness.server.stop();
  await harness.dns.close();
});

const mapping = { email: "email", name: "name", groups: "groups" };

/** The screen's input for an OIDC connection to the tests' provider, serving example.org. */
const oidcConnection = (organizationId: string) => ({
  type: "oidc" as const,
  organizationId,
  domain: "example.org",
  issuer: harness.issuer,
  clientId: "c",
  clientSecret: "s",
  mapping,
});

/** An organization whose owner has proven a domain through the screen's actions. */
async function organizationWithDomain() {
  const org = await ownerWithOrganization();
  actAs(org.owner.client);
  const domain = `${randomUUID().slice(0, 8)}.setup.test`;
  expect(await actions.claimDomainAction({ organizationId: org.orgId, domain: "not a domain" })).toMatchObject({
    ok: false,
    code: "SSO_DOMAIN_INVALID",
  });
  expect(await actions.claimDomainAction({ organizationId: org.orgId, domain: `@${domain.toUpperCase()}` })).toEqual({ ok: true });
  const [row] = await listDomains(org.orgId);
  expect(row).toMatchObject({ domain, status: "pending" });
  expect(await actions.checkDomainAction({ organizationId: org.orgId, domainId: row.id })).toMatchObject({
    ok: false,
    code: "SSO_DOMAIN_RECORD_NOT_FOUND",
  });
  harness.dns.setTxt(recordName(domain), [recordValue(row.token)]);
  expect(await actions.checkDomainAction({ organizationId: org.orgId, domainId: row.id })).toEqual({ ok: true });
  return { ...org, domain };
}

describe("setting up single sign-on from the organization's screens", () => {
  it("is refused to a plain member", async () => {
    const { orgId } = await ownerWithOrganization();
    const plain = await verifiedUser();
    await db.insert(member).values({ id: randomUUID(), organizationId: orgId, userId: plain.user.id, role: "member" });
    actAs(plain.client);
    expect(await actions.claimDomainAction({ organizationId: orgId, domain: "example.org" })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    expect(await actions.createConnectionAction(oidcConnection(orgId))).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });

  it("explains a refused address, domain or certificate with the form's own sentence, and stores nothing", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    actAs(owner.client);
    const en = JSON.parse(readFileSync("messages/en.json", "utf8")).sso.errors;
    const oidc = oidcConnection(orgId);
    const saml = { type: "saml" as const, organizationId: orgId, domain: "example.org", entityId: "urn:idp", mapping };
    const refusals = [
      [{ ...oidc, issuer: "ftp://login.example.org" }, "SSO_URL_INVALID"],
      [{ ...oidc, issuer: "javascript:alert(1)//" }, "SSO_URL_INVALID"],
      [{ ...oidc, discoveryUrl: "login.example.org/.well-known" }, "SSO_URL_INVALID"],
      [{ ...saml, metadataUrl: "file:///etc/passwd" }, "SSO_URL_INVALID"],
      [{ ...saml, ssoUrl: "ftp://idp.example.org/sso", certificate: "MIIB" }, "SSO_URL_INVALID"],
      [{ ...oidc, domain: "not a domain" }, "SSO_DOMAIN_INVALID"],
      [{ ...saml, ssoUrl: "https://idp.example.org/sso", certificate: "A".repeat(20_001) }, "SSO_CERTIFICATE_INVALID"],
      [{ ...oidc, clientId: "" }, "VALIDATION_ERROR"],
    ] as const;
    for (const [input, code] of refusals)
      expect(await actions.createConnectionAction(input), code).toEqual({ ok: false, code, message: en[code] });
    expect(await actions.claimDomainAction({ organizationId: orgId, domain: "x".repeat(300) })).toMatchObject({
      code: "SSO_DOMAIN_INVALID",
      message: en.SSO_DOMAIN_INVALID,
    });
    expect(await db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, orgId))).toEqual([]);
    expect(await listDomains(orgId)).toEqual([]);
  });

  it("sets up OIDC, tests it by a round trip that shows what the provider sent, switches it on, and signs people in from the sign-in route", async () => {
    const { owner, orgId, slug, domain } = await organizationWithDomain();
    actAs(owner.client);
    const created = await actions.createConnectionAction({
      type: "oidc",
      organizationId: orgId,
      domain,
      issuer: harness.issuer,
      clientId: "setup-client",
      clientSecret: "setup-secret",
      mapping,
    });
    expect(created).toMatchObject({ ok: true });
    const providerId = (created as { providerId: string }).providerId;
    expect((await connectionByProviderId(providerId))?.domainVerified).toBe(true);

    // Not before a test; and the role mapping must be groups to admin or member.
    expect(await actions.updateConnectionAction({ organizationId: orgId, providerId, enabled: true })).toMatchObject({
      code: "SSO_TEST_FIRST",
    });
    expect(await actions.updateConnectionAction({ organizationId: orgId, providerId, roleMapping: "engineering = owner" })).toMatchObject({
      code: "SSO_ROLE_MAPPING_INVALID",
    });

    // The test: a real round trip at the provider, in the owner's browser, back to the page.
    harness.identity.current = { sub: `sub-${randomUUID()}`, email: `owner@${domain}`, name: "Owner" };
    const test = await actions.testConnectionAction({ organizationId: orgId, providerId });
    expect(test).toMatchObject({ ok: true });
    expect((test as { url: string }).url.startsWith(`${harness.issuer}/authorize?`)).toBe(true);
    // The browser keeps the sign-in state the action's reply set (nextCookies; outside Next.js here), so the round
    // trip starts again the same way from the owner's test client, within the test the action opened.
    const again = await owner.client.post("/sign-in/sso", { providerId, callbackURL: `/orgs/${slug}/sso?tested=${providerId}` });
    expect(again.status).toBe(200);
    const authorize = await fetch(again.body.url, { redirect: "manual" });
    const back = await owner.client.get(authorize.headers.get("location")!);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`/orgs/${slug}/sso?tested=${providerId}`);
    const page = await ssoPageData(orgId);
    const shown = page.connections.find((c) => c.providerId === providerId)!;
    expect(shown.testResult).toMatchObject({ email: `owner@${domain}`, groups: ["engineering"] });
    expect(JSON.stringify(page)).not.toContain("setup-secret");

    expect(
      await actions.updateConnectionAction({ organizationId: orgId, providerId, enabled: true, roleMapping: "engineering = admin" }),
    ).toEqual({ ok: true });

    // The sign-in page's form (by address) and the organization's link both reach the provider.
    const byEmail = await startSsoRoute(
      new NextRequest(`${BASE}/sign-in/sso?email=${encodeURIComponent(`new@${domain}`)}&next=/orgs/${slug}`),
    );
    // The form's answer is a page that goes on by itself (a form's redirects may not leave the origin: form-action).
    expect(byEmail.status).toBe(200);
    const onward = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(await byEmail.text())?.[1]?.replaceAll("&amp;", "&");
    expect(onward?.startsWith(`${harness.issuer}/authorize?`)).toBe(true);
    expect(byEmail.headers.get("referrer-policy")).toBe("no-referrer");
    expect(byEmail.headers.getSetCookie().some((c) => c.startsWith("better-auth.state="))).toBe(true);
    const bySlug = await startSsoRoute(new NextRequest(`${BASE}/sign-in/sso?organization=${slug}`));
    expect(bySlug.headers.get("location")!.startsWith(`${harness.issuer}/authorize?`)).toBe(true);
    const unknown = await startSsoRoute(new NextRequest(`${BASE}/sign-in/sso?email=someone@nowhere.example`));
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get("location")).toBe(`${BASE}/sign-in?error=SSO_NOT_FOUND`);

    // An operator switches it off from the console, audited; a member of nothing cannot.
    actAs((await verifiedUser()).client);
    expect(await disableSsoConnectionAction({ providerId })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    const op = await verifiedUser();
    await grantOperators([op.email], "script", false);
    actAs(op.client);
    expect(await disableSsoConnectionAction({ providerId })).toEqual({ ok: true });
    expect((await connectionByProviderId(providerId))?.enabled).toBe(false);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sso.disable_connection"), eq(auditLog.targetOrganizationId, orgId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ actorId: op.user.id, targetLabel: providerId });
    // Its owners see it in their organization's activity log, by whom.
    const [seen] = await db
      .select()
      .from(organizationActivity)
      .where(and(eq(organizationActivity.organizationId, orgId), eq(organizationActivity.action, "sso_connection_disabled")))
      .orderBy(desc(organizationActivity.createdAt))
      .limit(1);
    expect(seen).toMatchObject({ actorId: op.user.id, data: { providerId, type: "oidc" } });
    const off = await new TestClient().post("/sign-in/sso", { email: `new@${domain}`, callbackURL: "/" });
    expect(off.body.code).toBe("SSO_NOT_FOUND");
  });

  it("sets up SAML from the provider's metadata and shows what to paste into it", async () => {
    const { owner, orgId, domain } = await organizationWithDomain();
    const idp = await startSamlIdp();
    actAs(owner.client);
    expect(
      await actions.createConnectionAction({
        type: "saml",
        organizationId: orgId,
        domain,
        metadataXml: "<html>not metadata</html>",
        mapping,
      }),
    ).toMatchObject({ ok: false, code: "SSO_METADATA_INVALID" });
    const created = await actions.createConnectionAction({
      type: "saml",
      organizationId: orgId,
      domain,
      metadataXml: idp.metadata,
      mapping,
    });
    expect(created).toMatchObject({ ok: true });
    const providerId = (created as { providerId: string }).providerId;
    const shown = (await ssoPageData(orgId)).connections.find((c) => c.providerId === providerId)!;
    expect(shown.type).toBe("saml");
    expect(shown.serviceProvider).toEqual({
      entityId: `${BASE}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`,
      acsUrl: `${BASE}/api/auth/sso/saml2/sp/acs/${providerId}`,
      metadataUrl: `${BASE}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`,
    });
    // By its parts too.
    const parts = await actions.createConnectionAction({
      type: "saml",
      organizationId: orgId,
      domain,
      entityId: idp.entityID,
      ssoUrl: idp.ssoUrl,
      certificate: idp.certPem,
      mapping,
    });
    expect(parts).toMatchObject({ ok: true });
    // A metadata address on a private host is refused before anything is fetched.
    expect(
      await actions.createConnectionAction({
        type: "saml",
        organizationId: orgId,
        domain,
        metadataUrl: "http://10.0.0.1/metadata",
        mapping,
      }),
    ).toMatchObject({ ok: false, code: "SSO_DISCOVERY_PRIVATE_HOST" });
    expect(await actions.deleteConnectionAction({ organizationId: orgId, providerId })).toEqual({ ok: true });
    expect(await connectionByProviderId(providerId)).toBeNull();
  });
});

async function userIdOf(email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** A sign-in through the organization's connection, from the sign-in form's address, as someone in `groups`. */
async function signInBySso(email: string, groups: string[]) {
  harness.identity.current = { sub: `sub-${email}`, email, name: email.split("@")[0]!, groups };
  const client = new TestClient();
  const started = await client.post("/sign-in/sso", { email, callbackURL: "/" });
  expect(started.status).toBe(200);
  const authorize = await fetch(started.body.url, { redirect: "manual" });
  const back = await client.get(authorize.headers.get("location")!);
  expect([back.status, back.location]).toEqual([302, "/"]);
  return client;
}

/** A new OIDC connection of the organization, set up by its owner (off, untested). */
async function newConnection(org: Awaited<ReturnType<typeof organizationWithDomain>>) {
  actAs(org.owner.client);
  const created = await actions.createConnectionAction({
    type: "oidc",
    organizationId: org.orgId,
    domain: org.domain,
    issuer: harness.issuer,
    clientId: "log-client",
    clientSecret: "log-client-secret",
    mapping,
  });
  const providerId = (created as { providerId: string }).providerId;
  return { providerId };
}

/** The owner tests the connection: a round trip at the provider, signed in there as `tester@<domain>` (in group "sales"). */
async function testRoundTrip(org: Awaited<ReturnType<typeof organizationWithDomain>>, providerId: string) {
  harness.identity.current = { sub: `sub-tester-${org.domain}`, email: `tester@${org.domain}`, name: "Tester", groups: ["sales"] };
  expect(await actions.testConnectionAction({ organizationId: org.orgId, providerId })).toMatchObject({ ok: true });
  // The owner's browser, on its own client: the round trip signs it in as the tester.
  const browser = new TestClient();
  browser.cookies = new Map(org.owner.client.cookies);
  const again = await browser.post("/sign-in/sso", { providerId, callbackURL: `/orgs/${org.slug}/sso?tested=${providerId}` });
  const authorize = await fetch(again.body.url, { redirect: "manual" });
  expect((await browser.get(authorize.headers.get("location")!)).status).toBe(302);
}
describe("a domain proven by one organization at a time", () => {
  it("refuses another organization's claim of a proven domain, and proves a domain claimed by two for one of them only, checked at once", async () => {
    const first = await organizationWithDomain();
    const second = await ownerWithOrganization();
    actAs(second.owner.client);
    expect(await actions.claimDomainAction({ organizationId: second.orgId, domain: first.domain })).toMatchObject({
      ok: false,
      code: "SSO_DOMAIN_TAKEN",
      message: expect.stringContaining("Another organization has already proven this domain"),
    });
    expect(await listDomains(second.orgId)).toEqual([]);

    // Claimed by both before either proved it, each with its own record published: two checks at once prove it once.
    const shared = `${randomUUID().slice(0, 8)}.shared.test`;
    const claims = [await claimDomain(first.orgId, shared), await claimDomain(second.orgId, shared)].map((c) => c.row);
    harness.dns.setTxt(
      recordName(shared),
      claims.map((c) => recordValue(c.token)),
    );
    const checked = await Promise.all(claims.map((c) => checkDomain(c.id)));
    expect(checked.map((c) => c?.status).sort()).toEqual(["pending", "verified"]);
    const loser = claims[checked.findIndex((c) => c?.status === "pending")];
    const winner = claims.find((c) => c !== loser)!;
    const loserOwner = loser.organizationId === first.orgId ? first.owner : second.owner;
    actAs(loserOwner.client);
    expect(await actions.checkDomainAction({ organizationId: loser.organizationId, domainId: loser.id })).toMatchObject({
      ok: false,
      code: "SSO_DOMAIN_TAKEN",
    });
    // Once the organization that proved it lets it go, the other proves it.
    expect(await removeDomain(winner.organizationId, winner.id)).toBe(true);
    expect(await actions.checkDomainAction({ organizationId: loser.organizationId, domainId: loser.id })).toEqual({ ok: true });
  });

  it("an operator releases a proven domain from the console: audited, in the organization's log, and free to be proven by another", async () => {
    const first = await organizationWithDomain();
    const second = await ownerWithOrganization();
    const [proven] = await listDomains(first.orgId);
    const listed = await listProvenDomainsPage({ query: first.domain.slice(0, 5).toUpperCase() });
    expect(listed.rows.map((r) => r.id)).toContain(proven.id);
    expect((await listProvenDomainsPage({ query: "%" })).rows).toEqual([]); // a wildcard is matched literally

    actAs(first.owner.client);
    expect(await releaseSsoDomainAction({ domainId: proven.id })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    const op = await verifiedUser();
    await grantOperators([op.email], "script", false);
    actAs(op.client);
    expect(await releaseSsoDomainAction({ domainId: "no-such-domain" })).toMatchObject({ ok: false, code: "SSO_DOMAIN_NOT_FOUND" });
    expect(await releaseSsoDomainAction({ domainId: proven.id })).toEqual({ ok: true });
    expect(await listDomains(first.orgId)).toEqual([]);
    expect((await listProvenDomainsPage({ query: first.domain })).rows).toEqual([]);
    expect(await releaseSsoDomainAction({ domainId: proven.id })).toMatchObject({ ok: false, code: "SSO_DOMAIN_NOT_FOUND" });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sso.release_domain"), eq(auditLog.targetOrganizationId, first.orgId)));
    expect(entry).toMatchObject({ actorId: op.user.id, targetLabel: first.domain });
    const [seen] = await db
      .select()
      .from(organizationActivity)
      .where(and(eq(organizationActivity.organizationId, first.orgId), eq(organizationActivity.action, "sso_domain_removed")));
    expect(seen).toMatchObject({ actorId: op.user.id, target: first.domain });

    // The organization that owns the domain now proves it with its own record.
    actAs(second.owner.client);
    expect(await actions.claimDomainAction({ organizationId: second.orgId, domain: first.domain })).toEqual({ ok: true });
    const [claimed] = await listDomains(second.orgId);
    harness.dns.setTxt(recordName(first.domain), [recordValue(claimed.token)]);
    expect(await actions.checkDomainAction({ organizationId: second.orgId, domainId: claimed.id })).toEqual({ ok: true });
  });

  it("the migration that brought the rule keeps the first of two proofs and stops trusting the other's connection", async () => {
    const migration = readFileSync("db/migrations/0026_sso_domain_proven_once.sql", "utf8").split("--> statement-breakpoint");
    const [first, second] = [await ownerWithOrganization(), await ownerWithOrganization()];
    const domain = `${randomUUID().slice(0, 8)}.twice.test`;
    const [kept, dropped] = [first, second].map(() => randomUUID());
    await db
      .transaction(async (tx) => {
        // As before the rule: both proven, each with a trusted connection of that domain.
        await tx.execute(sql`drop index sso_domain_proven_key`);
        await tx.insert(ssoDomain).values([
          { id: kept, organizationId: first.orgId, domain, token: "a", status: "verified", verifiedAt: new Date(Date.now() - 60_000) },
          { id: dropped, organizationId: second.orgId, domain, token: "b", status: "verified", verifiedAt: new Date() },
        ]);
        await tx.insert(ssoProvider).values(
          [first, second].map((o) => ({
            id: randomUUID(),
            providerId: `p-${randomUUID()}`,
            issuer: "https://idp.test",
            domain,
            organizationId: o.orgId,
            domainVerified: true,
          })),
        );
        for (const statement of migration) await tx.execute(sql.raw(statement));
        const domains = await tx.select().from(ssoDomain).where(eq(ssoDomain.domain, domain));
        expect(Object.fromEntries(domains.map((d) => [d.id, d.status]))).toEqual({ [kept]: "verified", [dropped]: "failed" });
        const providers = await tx.select().from(ssoProvider).where(eq(ssoProvider.domain, domain));
        expect(Object.fromEntries(providers.map((p) => [p.organizationId, p.domainVerified]))).toEqual({
          [first.orgId]: true,
          [second.orgId]: false,
        });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });
});

const SSO_ACTIONS = new Set([
  "sso_joined",
  "sso_domain_claimed",
  "sso_domain_verified",
  "sso_domain_removed",
  "sso_connection_created",
  "sso_connection_updated",
  "sso_connection_enabled",
  "sso_connection_disabled",
  "sso_required",
  "sso_not_required",
  "sso_connection_tested",
  "sso_connection_deleted",
]);

describe("single sign-on in the organization's activity log", () => {
  it("logs each change of its domains and connections (screens and API), by whoever made it, readable in every language", async () => {
    const org = await organizationWithDomain();
    const { owner, orgId, domain } = org;
    const { providerId } = await newConnection(org);

    // Through the plugin's API: single sign-on required.
    const required = await owner.client.post("/sso/update-provider", { providerId, requireSso: true });
    expect(required.status).toBe(200);
    // Refused changes leave no entry.
    expect(await actions.updateConnectionAction({ organizationId: orgId, providerId, enabled: true })).toMatchObject({
      code: "SSO_TEST_FIRST",
    });
    expect((await new TestClient().post("/sso/update-provider", { providerId, requireSso: false })).status).toBe(401);

    await testRoundTrip(org, providerId);
    actAs(owner.client);
    const settings = { organizationId: orgId, providerId, enabled: true, requireSso: false, roleMapping: "engineering = admin" };
    expect(await actions.updateConnectionAction(settings)).toEqual({ ok: true });
    // Saved again unchanged: nothing new.
    expect(await actions.updateConnectionAction(settings)).toEqual({ ok: true });
    expect(await actions.updateConnectionAction({ organizationId: orgId, providerId, enabled: false })).toEqual({ ok: true });
    expect(await actions.deleteConnectionAction({ organizationId: orgId, providerId })).toEqual({ ok: true });
    const [claimed] = await listDomains(orgId);
    expect(await actions.removeDomainAction({ organizationId: orgId, domainId: claimed!.id })).toEqual({ ok: true });

    const rows = (await db.select().from(organizationActivity).where(eq(organizationActivity.organizationId, orgId))).filter((r) =>
      SSO_ACTIONS.has(r.action),
    );
    const tester = (await db.select().from(member).where(eq(member.organizationId, orgId))).find((m) => m.userId !== owner.user.id)!;
    const connection = { providerId, type: "oidc" };
    expect(rows.map((r) => [r.action, r.target, r.actorId, r.data]).sort()).toEqual(
      [
        ["sso_domain_claimed", domain, owner.user.id, null],
        ["sso_domain_verified", domain, owner.user.id, null],
        ["sso_connection_created", domain, owner.user.id, connection],
        ["sso_required", domain, owner.user.id, connection],
        ["sso_connection_tested", domain, owner.user.id, connection],
        ["sso_joined", `tester@${domain}`, tester.userId, { role: "member", via: "sso" }],
        ["sso_connection_enabled", domain, owner.user.id, connection],
        ["sso_not_required", domain, owner.user.id, connection],
        ["sso_connection_updated", domain, owner.user.id, connection],
        ["sso_connection_disabled", domain, owner.user.id, connection],
        ["sso_connection_deleted", domain, owner.user.id, connection],
        ["sso_domain_removed", domain, owner.user.id, null],
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain("log-client-secret");

    // The activity page lists them under "Single sign-on" and words each in every language.
    const page = await listActivity({ organizationId: orgId, viewerUserId: owner.user.id, limit: 100, kind: "sso" });
    expect(page!.entries).toHaveLength(11);
    expect(unreadableEntries(page!.entries)).toEqual([]);
    const joined = await listActivity({ organizationId: orgId, viewerUserId: owner.user.id, kind: "members" });
    expect(unreadableEntries(joined!.entries.filter((e) => e.action === "sso_joined"))).toEqual([]);
  });
});

describe("groups to roles at each single sign-on", () => {
  it("makes admins of an admin group's members and takes it back when the group is gone; admins made by hand and owners stay", async () => {
    const org = await organizationWithDomain();
    const { owner, orgId, domain } = org;
    const { providerId } = await newConnection(org);
    await testRoundTrip(org, providerId);
    actAs(owner.client);
    expect(
      await actions.updateConnectionAction({ organizationId: orgId, providerId, enabled: true, roleMapping: "engineering = admin" }),
    ).toEqual({ ok: true });

    const ada = `ada@${domain}`;
    const roleOf = async (email: string) => (await membershipOf(await userIdOf(email), orgId))?.role;
    await signInBySso(ada, ["engineering", "everyone"]);
    expect(await roleOf(ada)).toBe("admin");
    // Out of the admin group: back to member at the next sign-in; back in: admin again.
    await signInBySso(ada, ["everyone"]);
    expect(await roleOf(ada)).toBe("member");
    await signInBySso(ada, ["engineering"]);
    expect(await roleOf(ada)).toBe("admin");

    // Made admin by an owner, with no admin group: stays admin.
    const bo = `bo@${domain}`;
    await signInBySso(bo, ["sales"]);
    const boUser = await userIdOf(bo);
    const boMember = (await membershipOf(boUser, orgId))!;
    expect(
      (await owner.client.post("/organization/update-member-role", { organizationId: orgId, memberId: boMember.id, role: "admin" })).status,
    ).toBe(200);
    await signInBySso(bo, ["sales"]);
    expect((await membershipOf(boUser, orgId))?.role).toBe("admin");

    // An owner whose groups give nothing stays owner.
    const cy = `cy@${domain}`;
    await signInBySso(cy, ["sales"]);
    const cyUser = await userIdOf(cy);
    await db
      .update(member)
      .set({ role: "owner" })
      .where(eq(member.id, (await membershipOf(cyUser, orgId))!.id));
    await signInBySso(cy, []);
    expect((await membershipOf(cyUser, orgId))?.role).toBe("owner");

    // Each change the groups made is in the log, named as single sign-on's.
    const log = (await listActivity({ organizationId: orgId, viewerUserId: owner.user.id, limit: 100, kind: "members" }))!.entries;
    const changes = log.filter((e) => e.action === "role_changed" && e.target === ada).map((e) => e.data);
    expect(changes).toEqual([
      { from: "member", to: "admin", via: "sso" },
      { from: "admin", to: "member", via: "sso" },
    ]);
    expect(log.find((e) => e.action === "sso_joined" && e.target === ada)?.data).toEqual({ role: "admin", via: "sso" });
    expect(unreadableEntries(log.filter((e) => e.target === ada))).toEqual([]);
  });
});
