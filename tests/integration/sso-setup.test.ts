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
  const identity = { current: { sub: "nobody", email: "nobody@example.com", name: "Nobody" } };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...identity.current, email_verified: true });
  });
  server.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = { ...identity.current, email_verified: true, groups: ["engineering"] };
  });
  const dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address;
  process.env.TRUSTED_ORIGINS = `http://trusted.example,${issuer}`;
  return { saved, server, issuer, identity, dns };
});

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { GET as startSsoRoute } from "@/app/(auth)/sign-in/sso/route";
import { db } from "@/db/client";
import { auditLog, member } from "@/db/schema";
import { grantOperators } from "@/lib/admin/operators";
import { disableSsoConnectionAction } from "@/lib/admin/sso-actions";
import * as actions from "@/lib/auth/sso/actions";
import { connectionByProviderId } from "@/lib/auth/sso/connections";
import { recordName, recordValue } from "@/lib/auth/sso/domain-name";
import { listDomains } from "@/lib/auth/sso/domains";
import { ssoPageData } from "@/lib/auth/sso/page-data";
import { BASE, TestClient, verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";
import { startSamlIdp } from "../support/saml-idp";
import { ownerWithOrganization } from "../support/sso";

afterAll(async () => {
  for (const key of ["DNS_SERVERS", "TRUSTED_ORIGINS"]) {
    if (harness.saved[key] === undefined) delete process.env[key];
    else process.env[key] = harness.saved[key];
  }
  await harness.server.stop();
  await harness.dns.close();
});

const mapping = { email: "email", name: "name", groups: "groups" };

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
    expect(
      await actions.createConnectionAction({
        type: "oidc",
        organizationId: orgId,
        domain: "example.org",
        issuer: harness.issuer,
        clientId: "c",
        clientSecret: "s",
        mapping,
      }),
    ).toMatchObject({ ok: false, code: "FORBIDDEN" });
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
    expect(byEmail.status).toBe(303);
    expect(byEmail.headers.get("location")!.startsWith(`${harness.issuer}/authorize?`)).toBe(true);
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
