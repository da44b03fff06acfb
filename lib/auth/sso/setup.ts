import "server-only";
import { randomBytes } from "node:crypto";
import { baseURL } from "@/lib/env";
import { declaresDocumentType, METADATA_MAX } from "./connection-input";
import { assertFetchable, discoverOidc, DiscoveryFailed } from "./discovery";

/** What the identity provider is given for a SAML connection: our entity id, ACS URL and metadata address. */
export function serviceProviderValues(providerId: string) {
  const api = `${baseURL.replace(/\/$/, "")}/api/auth`;
  const metadataUrl = `${api}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
  return { entityId: metadataUrl, acsUrl: `${api}/sso/saml2/sp/acs/${encodeURIComponent(providerId)}`, metadataUrl };
}

/** A new connection's id: its organization's slug (for people reading lists and URLs) and a random tail. */
export function newProviderId(slug: string, type: "saml" | "oidc") {
  return `${slug.slice(0, 40)}-${type}-${randomBytes(4).toString("hex")}`;
}

export type Mapping = { email: string; name: string; groups: string };

export class SetupRefused extends Error {
  constructor(public code: string) {
    super(code);
  }
}

/** The IdP's metadata from its address, fetched like discovery (public host unless trusted, no redirects, bounded). */
async function fetchMetadata(url: string): Promise<string> {
  const target = await assertFetchable(url);
  try {
    const res = await fetch(target, { redirect: "error", signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    if (!res.ok || text.length > METADATA_MAX) throw new Error("unusable");
    return text;
  } catch {
    throw new SetupRefused("SSO_METADATA_UNREACHABLE");
  }
}

/** The single sign-on address a metadata document names (HTTP-Redirect preferred, else HTTP-POST). */
export function ssoLocation(xml: string): string | null {
  const services = [...xml.matchAll(/<(?:\w+:)?SingleSignOnService\b([^>]*)>/g)].map((m) => m[1]);
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]+)"`).exec(tag)?.[1];
  const pick =
    services.find((s) => attr(s, "Binding")?.endsWith("HTTP-Redirect")) ?? services.find((s) => attr(s, "Binding")?.endsWith("HTTP-POST"));
  const location = pick ? attr(pick, "Location") : undefined;
  return location && /^https?:\/\//.test(location) ? location : null;
}

export type SamlInput = {
  metadataXml?: string;
  metadataUrl?: string;
  entityId?: string;
  ssoUrl?: string;
  certificate?: string;
  mapping: Mapping;
};

/** The plugin's `samlConfig` for a connection, from the IdP's metadata (pasted, uploaded or at an address) or its parts. */
export async function samlConfigFrom(input: SamlInput) {
  const mapping = { email: input.mapping.email, name: input.mapping.name, extraFields: { groups: input.mapping.groups } };
  const xml = input.metadataXml?.trim() || (input.metadataUrl ? await fetchMetadata(input.metadataUrl) : "");
  if (xml) {
    if (declaresDocumentType(xml) || xml.length > METADATA_MAX) throw new SetupRefused("SSO_METADATA_INVALID");
    const entryPoint = ssoLocation(xml);
    if (!entryPoint || !/<(?:\w+:)?IDPSSODescriptor\b/.test(xml)) throw new SetupRefused("SSO_METADATA_INVALID");
    return { entryPoint, idpMetadata: { metadata: xml }, wantAssertionsSigned: true, mapping };
  }
  if (!input.entityId || !input.ssoUrl || !input.certificate) throw new SetupRefused("SSO_SAML_PARTS_MISSING");
  const body = input.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, "");
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) throw new SetupRefused("SSO_CERTIFICATE_INVALID");
  const cert = `-----BEGIN CERTIFICATE-----\n${body.replace(/(.{64})/g, "$1\n").trim()}\n-----END CERTIFICATE-----\n`;
  return { entryPoint: input.ssoUrl, cert, idpMetadata: { entityID: input.entityId }, wantAssertionsSigned: true, mapping };
}

/** The plugin's `oidcConfig`, its endpoints found by the app's own discovery. */
export async function oidcConfigFrom(input: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  discoveryUrl?: string;
  mapping: Mapping;
}) {
  try {
    const { issuer: _issuer, ...endpoints } = await discoverOidc(input.issuer, input.discoveryUrl);
    return {
      clientId: input.clientId,
      clientSecret: input.clientSecret,
      skipDiscovery: true,
      ...endpoints,
      pkce: true,
      scopes: ["openid", "email", "profile"],
      mapping: { email: input.mapping.email, name: input.mapping.name, extraFields: { groups: input.mapping.groups } },
    };
  } catch (error) {
    if (error instanceof DiscoveryFailed) throw new SetupRefused(error.code);
    throw error;
  }
}
