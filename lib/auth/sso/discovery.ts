import "server-only";
import { lookup } from "node:dns/promises";
import { isPublicRoutableHost } from "@better-auth/core/utils/host";
import { baseURL, env } from "@/lib/env";

export type DiscoveredEndpoints = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication: "client_secret_basic" | "client_secret_post";
};

export class DiscoveryFailed extends Error {
  constructor(public code: "SSO_DISCOVERY_UNREACHABLE" | "SSO_DISCOVERY_INVALID" | "SSO_DISCOVERY_PRIVATE_HOST") {
    super(code);
  }
}

/** The origins an operator trusts (BETTER_AUTH_URL, TRUSTED_ORIGINS): a provider there may live on a private network. */
function trustedOrigin(url: URL): boolean {
  return [baseURL, ...env.TRUSTED_ORIGINS].some((o) => {
    try {
      return new URL(o).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/** A URL the server may fetch for an organization: http(s), and a public host unless its origin is trusted. */
export async function assertFetchable(raw: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DiscoveryFailed("SSO_DISCOVERY_INVALID");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new DiscoveryFailed("SSO_DISCOVERY_INVALID");
  if (trustedOrigin(url)) return url;
  if (url.protocol !== "https:" || !isPublicRoutableHost(url.hostname)) throw new DiscoveryFailed("SSO_DISCOVERY_PRIVATE_HOST");
  const addresses = await lookup(url.hostname, { all: true }).catch(() => {
    throw new DiscoveryFailed("SSO_DISCOVERY_UNREACHABLE");
  });
  if (!addresses.every((a) => isPublicRoutableHost(a.address))) throw new DiscoveryFailed("SSO_DISCOVERY_PRIVATE_HOST");
  return url;
}

const asUrl = (value: unknown) => (typeof value === "string" && /^https?:\/\//.test(value) ? value : undefined);

/**
 * The provider's endpoints from its discovery document (`<issuer>/.well-known/openid-configuration`), fetched by
 * the app so that an organization's provider need not be among the operator's trusted origins; the connection is
 * then registered with them (better-auth's plugin fetches discovery only from trusted origins).
 */
export async function discoverOidc(issuer: string, discoveryUrl?: string): Promise<DiscoveredEndpoints> {
  const url = await assertFetchable(discoveryUrl || `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`);
  let doc: Record<string, unknown>;
  try {
    const res = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(10_000), headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(String(res.status));
    doc = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new DiscoveryFailed("SSO_DISCOVERY_UNREACHABLE");
  }
  const sameIssuer = typeof doc.issuer === "string" && doc.issuer.replace(/\/+$/, "") === issuer.replace(/\/+$/, "");
  const authorizationEndpoint = asUrl(doc.authorization_endpoint);
  const tokenEndpoint = asUrl(doc.token_endpoint);
  const jwksEndpoint = asUrl(doc.jwks_uri);
  if (!sameIssuer || !authorizationEndpoint || !tokenEndpoint || !jwksEndpoint) throw new DiscoveryFailed("SSO_DISCOVERY_INVALID");
  const methods = Array.isArray(doc.token_endpoint_auth_methods_supported) ? doc.token_endpoint_auth_methods_supported : [];
  return {
    issuer: doc.issuer as string,
    authorizationEndpoint,
    tokenEndpoint,
    jwksEndpoint,
    userInfoEndpoint: asUrl(doc.userinfo_endpoint),
    tokenEndpointAuthentication:
      methods.length > 0 && !methods.includes("client_secret_basic") && methods.includes("client_secret_post")
        ? "client_secret_post"
        : "client_secret_basic",
  };
}
