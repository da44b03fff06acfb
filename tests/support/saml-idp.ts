import { randomUUID, webcrypto } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import * as x509 from "@peculiar/x509";
import * as samlify from "samlify";

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const ALG = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

function pem(label: string, der: ArrayBuffer) {
  const b64 = Buffer.from(der)
    .toString("base64")
    .replace(/(.{64})/g, "$1\n");
  return `-----BEGIN ${label}-----\n${b64.trim()}\n-----END ${label}-----\n`;
}

/** A signing key and its self-signed certificate, made at test time. */
export async function signingIdentity(name = "Test IdP") {
  const keys = (await webcrypto.subtle.generateKey(ALG, true, ["sign", "verify"])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomUUID().replace(/-/g, "").slice(0, 16),
    name: `CN=${name}`,
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000),
    keys,
    signingAlgorithm: ALG,
  });
  return { certPem: cert.toString("pem"), keyPem: pem("PRIVATE KEY", await webcrypto.subtle.exportKey("pkcs8", keys.privateKey)) };
}

export type Assertion = {
  /** The SP's entity id (the audience) and ACS URL (destination and recipient). */
  audience: string;
  acs: string;
  inResponseTo?: string;
  nameId: string;
  attributes?: Record<string, string | string[]>;
  /** When the assertion was issued (defaults to now) and how long it lasts. */
  issuedAt?: Date;
  lifetimeMs?: number;
  destination?: string;
  recipient?: string;
  assertionId?: string;
};

const esc = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function attributeStatement(attributes: Record<string, string | string[]>) {
  const parts = Object.entries(attributes).map(
    ([name, value]) =>
      `<saml:Attribute Name="${esc(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${(Array.isArray(value)
        ? value
        : [value]
      )
        .map((v) => `<saml:AttributeValue xsi:type="xs:string">${esc(v)}</saml:AttributeValue>`)
        .join("")}</saml:Attribute>`,
  );
  return parts.length ? `<saml:AttributeStatement>${parts.join("")}</saml:AttributeStatement>` : "";
}

/**
 * A SAML identity provider run by the tests: its metadata, the AuthnRequest id of a sign-in it was sent to, and
 * responses it signs with samlify (xml-crypto) for the assertion the test describes, tampered with as the test needs.
 */
export async function startSamlIdp(entityID = `https://idp-${randomUUID().slice(0, 8)}.example/metadata`) {
  const { certPem, keyPem } = await signingIdentity();
  const ssoUrl = `${entityID.replace(/\/metadata$/, "")}/sso`;

  /** The assertion element (unsigned). */
  function assertionXml(a: Assertion) {
    const issued = a.issuedAt ?? new Date();
    const until = new Date(issued.getTime() + (a.lifetimeMs ?? 5 * 60_000)).toISOString();
    const irt = a.inResponseTo ? ` InResponseTo="${esc(a.inResponseTo)}"` : "";
    return (
      `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="${a.assertionId ?? `_${randomUUID()}`}" Version="2.0" IssueInstant="${issued.toISOString()}">` +
      `<saml:Issuer>${esc(entityID)}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(a.nameId)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${esc(a.recipient ?? a.acs)}"${irt}/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${issued.toISOString()}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${esc(a.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${issued.toISOString()}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      attributeStatement(a.attributes ?? {}) +
      `</saml:Assertion>`
    );
  }

  function wrap(a: Assertion, inner: string) {
    const issued = (a.issuedAt ?? new Date()).toISOString();
    const irt = a.inResponseTo ? ` InResponseTo="${esc(a.inResponseTo)}"` : "";
    return (
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${issued}" Destination="${esc(a.destination ?? a.acs)}"${irt}>` +
      `<saml:Issuer>${esc(entityID)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      inner +
      `</samlp:Response>`
    );
  }

  /** Signs the response's assertion as an IdP does (enveloped signature after the assertion's Issuer). */
  function signAssertion(xml: string, key = keyPem, cert = certPem) {
    return samlify.SamlLib.constructSAMLSignature({
      rawSamlMessage: xml,
      referenceTagXPath: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']",
      privateKey: key,
      // samlify takes the certificate's base64 body, as metadata carries it.
      signingCert: cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, ""),
      signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
      isBase64Output: false,
      signatureConfig: {
        prefix: "ds",
        location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" },
      },
    } as Parameters<typeof samlify.SamlLib.constructSAMLSignature>[0]) as string;
  }

  return {
    entityID,
    ssoUrl,
    certPem,
    keyPem,
    metadata: samlify
      .IdentityProvider({
        entityID,
        signingCert: certPem,
        singleSignOnService: [{ Binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect", Location: ssoUrl }],
      })
      .getMetadata(),
    /** The AuthnRequest id and RelayState from the redirect a sign-in sent the browser to. */
    readRequest(url: string) {
      const u = new URL(url);
      const xml = inflateRawSync(Buffer.from(u.searchParams.get("SAMLRequest")!, "base64")).toString("utf8");
      return { id: /\sID="([^"]+)"/.exec(xml)![1], relayState: u.searchParams.get("RelayState") ?? undefined, xml };
    },
    assertionXml,
    wrap,
    signAssertion,
    /** A signed response (base64), as the IdP posts it. */
    response(a: Assertion) {
      return Buffer.from(signAssertion(wrap(a, assertionXml(a)))).toString("base64");
    },
  };
}
