import "server-only";
import { sso } from "@better-auth/sso";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { firstStepMethod } from "@/lib/auth/server/sign-in-method";
import { ssoCallbackProviderId } from "@/lib/auth/internals/sso";
import { syncConnectionDomains } from "./domains";
import { connectionDomains, emailDomain } from "./domain-name";
import { connectionChangeHooks } from "./change-activity";
import { checkConnectionBody } from "./connection-input";
import { connectionByProviderId, connectionForEmail, connectionForOrganization } from "./connections";
import { ssoRequired, requiringConnection } from "./enforcement";
import { groupsAttribute, groupsOf, parseRoleMapping, roleForGroups } from "./roles";
import { recordJoin, syncRoleWithGroups } from "./group-roles";
import { hasDocumentType, isUnsolicited } from "./saml-response";
import { finishTestRun, testRunOpen } from "./test-run";
import { emailOfUser, findUserIdByEmail } from "./users";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Five minutes of clock skew between us and a SAML provider, as the issue asks. */
export const SAML_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * better-auth's SSO plugin: connections per organization (registered by their owners and admins), domains proven
 * by the app (lib/auth/sso/domains.ts keeps `domainVerified`), members made on first sign-in with the role their
 * groups map to, and strict SAML: signed assertions, InResponseTo bound to our own requests, timestamps required
 * within five minutes, deprecated algorithms refused. IdP-initiated responses are let through by the plugin and
 * refused per connection by ssoGuardPlugin unless its owner switched them on.
 */
export function ssoPlugin() {
  return sso({
    domainVerification: { enabled: true },
    organizationProvisioning: {
      defaultRole: "member",
      // Called as the plugin seats someone new (just in time): their role from their groups, and the log's entry.
      getRole: async ({ user, userInfo, provider }) => {
        const row = await connectionByProviderId(provider.providerId);
        const attribute = groupsAttribute((provider.samlConfig ?? provider.oidcConfig) as unknown as string | null);
        const groups = groupsOf(userInfo.groups ?? userInfo[attribute]);
        const role = roleForGroups(groups, parseRoleMapping(row?.roleMapping));
        if (provider.organizationId) await recordJoin(provider.organizationId, user, role);
        return role;
      },
    },
    // Every round trip passes here (before the plugin seats a newcomer): a test of the connection records what the
    // provider sent, and a member's role follows the groups the provider sent this time.
    provisionUserOnEveryLogin: true,
    provisionUser: async ({ user, userInfo, provider }) => {
      await finishTestRun(provider.providerId, userInfo);
      await syncRoleWithGroups(provider.providerId, user, userInfo);
    },
    saml: {
      enableInResponseToValidation: true,
      allowIdpInitiated: true,
      clockSkew: SAML_CLOCK_SKEW_MS,
      requireTimestamps: true,
      algorithms: { onDeprecated: "reject" },
    },
    schema: {
      ssoProvider: {
        additionalFields: {
          // Settable through POST /api/auth/sso/update-provider too; the rest of the app's columns are not.
          requireSso: { type: "boolean", required: false, defaultValue: false, input: true },
        },
      },
    },
  });
}

/** Every callback path of the plugin, the shared redirect URI's included (it names no connection). */
const SSO_CALLBACK = /^\/sso\/(callback|saml2\/sp\/acs)(\/|$)/;
const callbackProviderId = ssoCallbackProviderId;

/** A connection's sign-ins pass while it is on, or while a test of it is open. */
async function connectionUsable(providerId: string): Promise<boolean> {
  const row = await connectionByProviderId(providerId);
  if (!row) return true; // the plugin answers "not found" itself
  return row.enabled || (await testRunOpen(providerId));
}

/**
 * `/sign-in/sso` always names the connection it starts: found from the address, domain or organization given, among
 * the live ones (on, domains proven), so the plugin never picks a connection that is off.
 */
async function pickConnection(ctx: HookContext) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof body.providerId === "string") {
    if (!(await connectionUsable(body.providerId)))
      throw APIError.from("FORBIDDEN", { code: "SSO_CONNECTION_DISABLED", message: "This single sign-on connection is switched off" });
    return;
  }
  const email = typeof body.email === "string" ? body.email : typeof body.domain === "string" ? `x@${body.domain}` : null;
  const connection =
    typeof body.organizationSlug === "string"
      ? await connectionForOrganization(body.organizationSlug)
      : email
        ? await connectionForEmail(email)
        : null;
  if (!connection) throw APIError.from("NOT_FOUND", { code: "SSO_NOT_FOUND", message: "No single sign-on is set up for this address" });
  return { context: { body: { ...body, providerId: connection.providerId, organizationSlug: undefined, domain: undefined } } };
}

/** A callback through a connection that is off, or an unsolicited SAML response it does not accept, goes back to sign-in. */
async function guardCallback(ctx: HookContext) {
  const providerId = callbackProviderId(ctx);
  if (!providerId) return;
  const row = await connectionByProviderId(providerId);
  if (!row) return;
  const refuse = (code: string) => {
    throw ctx.redirect(`${ctx.context.baseURL.replace(/\/api\/auth$/, "")}/sign-in?error=${code}`);
  };
  if (!(row.enabled || (await testRunOpen(providerId)))) refuse("SSO_CONNECTION_DISABLED");
  if (ctx.path?.startsWith("/sso/saml2/")) {
    const response = (ctx.body as { SAMLResponse?: unknown } | undefined)?.SAMLResponse;
    // No document type at all: entity declarations (expansion, external entities) never reach an XML parser.
    if (typeof response === "string" && hasDocumentType(response)) refuse("SSO_INVALID_RESPONSE");
    if (!row.idpInitiated && typeof response === "string" && isUnsolicited(response)) refuse("SSO_IDP_INITIATED_OFF");
  }
}

/** Password and magic-link requests for an address whose organization requires single sign-on are refused up front. */
async function refuseOtherWays(ctx: HookContext) {
  const method = ctx.path === "/sign-in/magic-link" ? "magic-link" : "password";
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string") return;
  const connection = await requiringConnection(email, method, () => findUserIdByEmail(email));
  if (connection) throw ssoRequired(connection);
}

/**
 * Connections belong to organizations here: one registered for a person alone is refused. Their fields meet the
 * setup screen's rules (./connection-input.ts). A SAML connection always requires signed assertions: a registration
 * says so whatever it asked, and a change cannot turn it off.
 */
async function checkConnection(ctx: HookContext) {
  const raw = ctx.body;
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return; // the endpoint's schema refuses it
  const registering = ctx.path === "/sso/register";
  const body = checkConnectionBody(raw as Record<string, unknown>, registering) as { organizationId?: unknown; samlConfig?: unknown };
  const saml = body.samlConfig && typeof body.samlConfig === "object" ? (body.samlConfig as Record<string, unknown>) : null;
  if (registering) {
    if (typeof body.organizationId !== "string" || !body.organizationId)
      throw APIError.from("BAD_REQUEST", {
        code: "ORGANIZATION_REQUIRED",
        message: "A single sign-on connection belongs to an organization",
      });
    return { context: { body: saml ? { ...body, samlConfig: { ...saml, wantAssertionsSigned: true } } : body } };
  }
  if (saml && saml.wantAssertionsSigned === false)
    throw APIError.from("BAD_REQUEST", { code: "SAML_SIGNED_ASSERTIONS_REQUIRED", message: "SAML assertions must be signed" });
  return { context: { body } };
}

/** A registered or changed connection is verified when its organization has proven all its domains. */
async function syncAfterChange(ctx: HookContext) {
  if (ctx.context.returned instanceof Error || (ctx.context.returned as { status?: number } | undefined)?.status) return;
  const providerId = (ctx.body as { providerId?: unknown } | undefined)?.providerId;
  if (typeof providerId !== "string") return;
  const row = await connectionByProviderId(providerId);
  if (row?.organizationId) await syncConnectionDomains(row.organizationId);
}

const REFUSED_UP_FRONT = new Set(["/sign-in/email", "/sign-up/email", "/sign-in/magic-link"]);

/**
 * The app's rules around the SSO plugin: connections that are off sign no one in (except an open test), IdP-initiated
 * SAML only where switched on, and "require single sign-on": every other way in (password, e-mailed link, social,
 * passkey) for the connection's domains is refused, before the request where the address is known, else when its
 * session would be made, except the owners' fallback.
 */
export function ssoGuardPlugin(): BetterAuthPlugin {
  return {
    id: "sso-guard",
    hooks: {
      before: [
        ...connectionChangeHooks.before,
        { matcher: (ctx) => ctx.path === "/sign-in/sso", handler: createAuthMiddleware(pickConnection) },
        { matcher: (ctx) => SSO_CALLBACK.test(ctx.path ?? ""), handler: createAuthMiddleware(guardCallback) },
        { matcher: (ctx) => REFUSED_UP_FRONT.has(ctx.path ?? ""), handler: createAuthMiddleware(refuseOtherWays) },
        {
          matcher: (ctx) => ctx.path === "/sso/register" || ctx.path === "/sso/update-provider",
          handler: createAuthMiddleware(checkConnection),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sso/register" || ctx.path === "/sso/update-provider",
          handler: createAuthMiddleware(syncAfterChange),
        },
        ...connectionChangeHooks.after,
      ],
    },
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              // A person made by their organization's connection has the address its proven domain vouches for.
              before: async (user, ctx) => {
                const providerId = ctx ? callbackProviderId(ctx) : null;
                if (!providerId || user.emailVerified) return;
                const row = await connectionByProviderId(providerId);
                const domain = emailDomain(user.email);
                if (row?.domainVerified && domain && connectionDomains(row.domain).includes(domain))
                  return { data: { ...user, emailVerified: true } };
              },
            },
          },
          session: {
            create: {
              before: async (session, ctx) => {
                if (!ctx || SSO_CALLBACK.test(ctx.path ?? "") || (session as { impersonatedBy?: string }).impersonatedBy) return;
                const path = ctx.path ?? "";
                // Checked before this request ran (refuseOtherWays), for the same address and way in.
                if (REFUSED_UP_FRONT.has(path)) return;
                const method = path === "/passkey/verify-authentication" ? "passkey" : firstStepMethod(ctx);
                if (!method) return; // a session replacing one the person already had, or a second step
                const email = await emailOfUser(session.userId);
                const connection = email ? await requiringConnection(email, method, session.userId) : null;
                if (!connection) return;
                // A redirect for the ways that arrive by a link or a provider's callback; an error for the others.
                if (ctx.request?.method === "GET")
                  throw ctx.redirect(`/sign-in?error=SSO_REQUIRED&sso=${encodeURIComponent(connection.organizationSlug)}`);
                throw ssoRequired(connection);
              },
            },
          },
        },
      },
    }),
  };
}
