import { vi } from "vitest";

/**
 * SSO through SAML against an identity provider run by the test (samlify signing with a certificate made at run
 * time), domains proven through the tests' DNS server (dns2): the happy path, then a crafted response for each check.
 */
const harness = await vi.hoisted(async () => {
  const saved = { ...process.env };
  const { startDnsServer } = await import("../support/dns-server");
  const dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address;
  return { saved, dns };
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...all]/route";
import { updateConnectionSettings } from "@/lib/auth/sso/connections";
import { findUserByEmail } from "../support/accounts";
import { BASE, TestClient } from "../support/client";
import { startSamlIdp, signingIdentity, type Assertion } from "../support/saml-idp";
import { membershipOf, ownerWithOrganization, provenDomain } from "../support/sso";

afterAll(async () => {
  if (harness.saved.DNS_SERVERS === undefined) delete process.env.DNS_SERVERS;
  else process.env.DNS_SERVERS = harness.saved.DNS_SERVERS;
  await harness.dns.close();
});

type Idp = Awaited<ReturnType<typeof startSamlIdp>>;
let idp: Idp;
let org: Awaited<ReturnType<typeof ownerWithOrganization>>;
let domain: string;
let providerId: string;
let spEntityId: string;
let acs: string;

beforeAll(async () => {
  idp = await startSamlIdp();
  org = await ownerWithOrganization();
  domain = await provenDomain(harness.dns, org.orgId);
  providerId = `saml-${randomUUID().slice(0, 8)}`;
  spEntityId = `${BASE}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`;
  acs = `${BASE}/api/auth/sso/saml2/sp/acs/${providerId}`;
  const registered = await org.owner.client.post("/sso/register", {
    providerId,
    issuer: spEntityId,
    domain,
    organizationId: org.orgId,
    samlConfig: {
      entryPoint: idp.ssoUrl,
      cert: idp.certPem,
      idpMetadata: { entityID: idp.entityID },
      // Asked without signed assertions: the app requires them all the same.
      wantAssertionsSigned: false,
      mapping: { email: "email", name: "displayName", extraFields: { groups: "groups" } },
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  expect(registered.body.samlConfig.wantAssertionsSigned).toBe(true);
  await updateConnectionSettings(providerId, { enabled: true, roleMapping: JSON.stringify({ "idp-admins": "admin" }) });
});

/** A sign-in started at our end: the AuthnRequest id and RelayState the IdP got, and the browser that started it. */
async function started() {
  const client = new TestClient();
  const res = await client.post("/sign-in/sso", { providerId, callbackURL: "/dashboard" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.url.startsWith(idp.ssoUrl)).toBe(true);
  return { client, ...idp.readRequest(res.body.url) };
}

/** The IdP's form post to our ACS, from the browser that started the sign-in. */
async function post(client: TestClient, SAMLResponse: string, relayState?: string) {
  const body = new URLSearchParams({ SAMLResponse, ...(relayState ? { RelayState: relayState } : {}) });
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: new URL(idp.ssoUrl).origin };
  if (client.cookies.size) headers.cookie = client.cookieHeader();
  const res = await POST(new Request(acs, { method: "POST", headers, body }));
  const signedIn = res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !/max-age=0/i.test(c));
  return { status: res.status, location: res.headers.get("location") ?? "", signedIn };
}

function person(prefix = "sam") {
  return `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;
}

function assertion(request: { id: string }, email: string, extra: Partial<Assertion> = {}): Assertion {
  return {
    audience: spEntityId,
    acs,
    inResponseTo: request.id,
    nameId: email,
    attributes: { email, displayName: "Sam", groups: ["staff"] },
    ...extra,
  };
}

/** Why a refused response was refused: the error (and its description) the redirect carries. */
function reason(location: string) {
  const url = new URL(location, BASE);
  return `${url.searchParams.get("error")}: ${url.searchParams.get("error_description") ?? ""}`;
}

/** Sends a crafted response in a fresh sign-in and expects it refused: no session, no user. */
async function refused(craft: (request: { id: string }, email: string) => string) {
  const s = await started();
  const email = person("refused");
  const res = await post(s.client, craft(s, email), s.relayState);
  expect(res.signedIn, res.location).toBe(false);
  expect(await findUserByEmail(email)).toBeUndefined();
  return { ...res, reason: reason(res.location) };
}

describe("single sign-on through SAML", () => {
  it("signs a new person in from a signed response, verified, as a member with the role their groups map to", async () => {
    const s = await started();
    const email = person();
    const res = await post(
      s.client,
      idp.response(assertion(s, email, { attributes: { email, displayName: "Sam", groups: ["idp-admins"] } })),
      s.relayState,
    );
    expect(res.status).toBe(302);
    expect(res.signedIn).toBe(true);
    expect(res.location).toBe("/dashboard");
    const user = await findUserByEmail(email);
    expect(user).toMatchObject({ email, emailVerified: true });
    expect((await membershipOf(user.id, org.orgId))?.role).toBe("admin");
  });

  it("serves our SP metadata with the ACS URL and signed assertions wanted", async () => {
    const res = await new TestClient().get(`/sso/saml2/sp/metadata?providerId=${providerId}`);
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain(acs);
    expect(String(res.body)).toContain('WantAssertionsSigned="true"');
  });

  it("refuses an unsigned assertion", async () => {
    const res = await refused((r, email) => {
      const a = assertion(r, email);
      return Buffer.from(idp.wrap(a, idp.assertionXml(a))).toString("base64");
    });
    expect(res.reason).toBe("saml_error: Invalid SAML response");
  });

  it("refuses an assertion signed by another key", async () => {
    const other = await signingIdentity("Impostor");
    const res = await refused((r, email) => {
      const a = assertion(r, email);
      return Buffer.from(idp.signAssertion(idp.wrap(a, idp.assertionXml(a)), other.keyPem, other.certPem)).toString("base64");
    });
    expect(res.reason).toBe("saml_error: Invalid SAML response");
  });

  it("refuses an assertion altered after signing", async () => {
    const res = await refused((r, email) => {
      const signed = idp.signAssertion(
        idp.wrap(assertion(r, "innocent@elsewhere.test"), idp.assertionXml(assertion(r, "innocent@elsewhere.test"))),
      );
      return Buffer.from(signed.replaceAll("innocent@elsewhere.test", email)).toString("base64");
    });
    expect(res.reason).toBe("saml_error: Invalid SAML response");
  });

  it("refuses another audience, recipient or destination", async () => {
    const audience = await refused((r, email) => idp.response(assertion(r, email, { audience: "https://other-sp.example/metadata" })));
    const recipient = await refused((r, email) =>
      idp.response(assertion(r, email, { recipient: `${BASE}/api/auth/sso/saml2/sp/acs/other` })),
    );
    const destination = await refused((r, email) => idp.response(assertion(r, email, { destination: "https://other-sp.example/acs" })));
    expect(audience.reason).toContain("audience does not match");
    expect(recipient.reason).toContain("Recipient does not match");
    expect(destination.reason).toContain("Destination does not match");
  });

  it("refuses a response to a request we never sent", async () => {
    const res = await refused((_r, email) => idp.response(assertion({ id: `_${randomUUID()}` }, email)));
    expect(res.reason).toContain("Unknown or expired request ID");
  });

  it("refuses an expired assertion beyond five minutes of skew, and accepts one within it", async () => {
    // Expired 6 minutes ago.
    const expired = await refused((r, email) => idp.response(assertion(r, email, { issuedAt: new Date(Date.now() - 11 * 60_000) })));
    expect(expired.reason).toBe("saml_error: Invalid SAML response");
    // Not yet valid for another 6 minutes.
    const early = await refused((r, email) => idp.response(assertion(r, email, { issuedAt: new Date(Date.now() + 6 * 60_000) })));
    expect(early.reason).toBe("saml_error: Invalid SAML response");
    // Expired 2 minutes ago: within the skew.
    const s = await started();
    const email = person("skew");
    const ok = await post(s.client, idp.response(assertion(s, email, { issuedAt: new Date(Date.now() - 7 * 60_000) })), s.relayState);
    expect(ok.signedIn, ok.location).toBe(true);
  });

  it("refuses a replayed assertion", async () => {
    // Unsolicited responses are the ones a thief can post again without a request of ours: accepted once only.
    await updateConnectionSettings(providerId, { idpInitiated: true });
    try {
      const email = person("replay");
      const response = idp.response({ audience: spEntityId, acs, nameId: email, attributes: { email, displayName: "Rex" } });
      expect((await post(new TestClient(), response)).signedIn).toBe(true);
      const again = await post(new TestClient(), response);
      expect(again.signedIn).toBe(false);
      expect(reason(again.location)).toContain("replay_detected");
    } finally {
      await updateConnectionSettings(providerId, { idpInitiated: false });
    }
  });

  it("refuses XML signature wrapping: a forged assertion beside or around the signed one", async () => {
    const beside = await refused((r, email) => {
      // The signed assertion is a harmless person's; a forged unsigned one for the victim comes first.
      const good = assertion(r, `harmless-${randomUUID().slice(0, 6)}@elsewhere.test`);
      const signed = idp.signAssertion(idp.wrap(good, idp.assertionXml(good)));
      const evil = idp.assertionXml(assertion(r, email));
      return Buffer.from(signed.replace("<samlp:Status>", `${evil.replace(/ID="[^"]+"/, 'ID="_evil"')}<samlp:Status>`)).toString("base64");
    });
    expect(beside.reason).toContain("saml_multiple_assertions");
    const around = await refused((r, email) => {
      // The signed assertion hidden in an extension, the forged one in its place.
      const good = assertion(r, `harmless-${randomUUID().slice(0, 6)}@elsewhere.test`);
      const signed = idp.signAssertion(idp.wrap(good, idp.assertionXml(good)));
      const signedAssertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(signed)![0];
      const evil = idp.assertionXml(assertion(r, email));
      return Buffer.from(signed.replace(signedAssertion, `<samlp:Extensions>${signedAssertion}</samlp:Extensions>${evil}`)).toString(
        "base64",
      );
    });
    expect(around.reason).toContain("saml_multiple_assertions");
  });

  it("refuses a response declaring entities (no expansion)", async () => {
    const res = await refused((r, email) => {
      const signed = idp.response(assertion(r, email));
      const xml = Buffer.from(signed, "base64").toString("utf8");
      const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
      return Buffer.from(bomb + xml.replace(">Sam<", ">&b;<")).toString("base64");
    });
    expect(res.location).toBe("/sign-in?error=SSO_INVALID_RESPONSE".replace(/^/, BASE));
  });

  it("refuses an IdP-initiated response unless the connection accepts them", async () => {
    const unsolicited = (email: string) =>
      idp.response({ audience: spEntityId, acs, nameId: email, attributes: { email, displayName: "Ida" } });
    const first = person("ida");
    const off = await post(new TestClient(), unsolicited(first));
    expect(off.signedIn).toBe(false);
    expect(off.location).toContain("SSO_IDP_INITIATED_OFF");

    await updateConnectionSettings(providerId, { idpInitiated: true });
    try {
      const second = person("ida");
      const on = await post(new TestClient(), unsolicited(second));
      expect(on.signedIn, on.location).toBe(true);
      expect((await findUserByEmail(second)).emailVerified).toBe(true);
    } finally {
      await updateConnectionSettings(providerId, { idpInitiated: false });
    }
  });
});
