import { OAuth2Server } from "oauth2-mock-server";

/** Who the provider signs in; `groups`, when given, is sent as the `groups` claim (an SSO connection's role mapping reads it). */
export type OidcIdentity = { sub: string; email: string; name: string; groups?: string[] };

/**
 * A local OpenID Connect provider. Its authorize endpoint signs the visitor in at once as the current
 * identity, which the tests set through the control server.
 */
export async function startOidcProvider(port: number) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const state: { identity: OidcIdentity } = { identity: { sub: "oidc-user", email: "oidc.user@example.com", name: "Oidc User" } };
  server.service.on("beforeTokenSigning", (token) => {
    const { sub, email, name, groups } = state.identity;
    Object.assign(token.payload, { sub, email, email_verified: true, name, ...(groups ? { groups } : {}) });
  });
  server.service.on("beforeUserinfo", (response) => {
    const { sub, email, name, groups } = state.identity;
    response.body = { sub, email, email_verified: true, name, ...(groups ? { groups } : {}) };
  });
  await server.start(port, "127.0.0.1");
  return { state, close: () => server.stop() };
}
