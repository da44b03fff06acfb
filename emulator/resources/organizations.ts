import { PolarError } from "../http/errors";
import type { Reply, Router } from "../http/router";
import type { Services } from "../services";
import { listReply, matches } from "./list";

/**
 * OAuth2's token endpoints authenticate the client, and no client can be registered: registering, authorizing,
 * creating an organization and userinfo are for a signed-in user (a personal access token or an OpenID Connect
 * token), and the emulator's only credentials are an organization access token and customer sessions, which
 * Polar answers there with 401 (the "user" guard).
 */
const unknownClient = (): Reply => {
  throw new PolarError(401, { error: "invalid_client", error_description: "Client authentication failed." });
};

/** The organizations the token sees (its own), subscriptions started by the API, the CSV exports, OAuth2. */
export function registerOrganizations(router: Router, { store, out, freeSubscriptions }: Services) {
  router.api("GET", "/v1/organizations/", "organization", (ctx) =>
    listReply(
      ctx,
      [store.state.organization].filter((o) => matches(ctx.query.slug, o.slug)),
      () => out.organization(),
    ),
  );
  router.api("POST", "/v1/organizations/", "user", unknownClient);
  router.api("POST", "/v1/subscriptions/", "organization", ({ body }) => ({
    status: 201,
    json: out.subscription(freeSubscriptions.create(body)),
  }));

  for (const [method, path] of [
    ["POST", "/v1/oauth2/register"],
    ["GET", "/v1/oauth2/register/{client_id}"],
    ["PUT", "/v1/oauth2/register/{client_id}"],
    ["DELETE", "/v1/oauth2/register/{client_id}"],
    ["GET", "/v1/oauth2/authorize"],
    ["GET", "/v1/oauth2/userinfo"],
  ]) {
    router.api(method, path, "user", unknownClient);
  }
  for (const path of ["/v1/oauth2/token", "/v1/oauth2/revoke", "/v1/oauth2/introspect"]) router.api("POST", path, "none", unknownClient);
}
