import "server-only";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { genericOAuth, magicLink } from "better-auth/plugins";
import { db } from "@/db/client";
import { withTransactionsInSight } from "@/lib/auth/internals/adapter-transactions";
import * as schema from "@/db/schema";
import { authSecret, baseURL, env } from "@/lib/env";
import { codeOf } from "@/lib/i18n/locales";
import { localeFromRequest } from "@/lib/i18n/from-request";
import { localeAtSignInPlugin } from "@/lib/i18n/auth-plugin";
import { queueCustomerJob } from "@/lib/billing/customer-jobs";
import { polarGuardPlugin, polarPlugin } from "@/lib/billing/auth-plugin";
import { operatorAddressNoticePlugin } from "@/lib/admin/address-notice";
import { operatorAuditPlugin, operatorPlugin } from "@/lib/admin/auth-plugin";
import { DEFAULT_ROLE } from "@/lib/admin/roles";
import { grantListedOperator } from "@/lib/admin/listed";
import { activityLogPlugin } from "@/lib/organization/activity";
import { lastActiveOrganizationHooks } from "@/lib/organization/last-active";
import { refuseDeletingOnlyOwner } from "@/lib/organization/rules";
import { accountProtectionPlugin } from "./account-protection";
import { captchaPlugins } from "./captcha";
import { clientAddressOptions } from "./client-address";
import { changeEmailPlugin } from "./change-email";
import { UNDO_PATH, undoEmailChangePlugin } from "./undo-email-change";
import { forgetPasswordPlugin } from "./forget-password";
import { afterHooks, beforeHooks } from "./hooks";
import { organizationPlugin } from "@/lib/organization/auth-plugin";
import { requireTwoFactorPlugin } from "@/lib/organization/require-two-factor";
import { recipientByEmail, sendAuthMail } from "./mail";
import { passwordNoticePlugin, sendPasswordChanged } from "./security-notices";
import { configuredSocialProviders, OIDC_PROVIDER_ID } from "./providers";
import { databaseRateLimitStorage, rateLimitRules, redisRateLimitStorage } from "./rate-limit";
import { requestLimitsPlugin } from "./request-limits";
import { withWholeAddress } from "./session-address";
import { lastUsedPlugin } from "./last-used";
import { signInMethodPlugin } from "./sign-in-method";
import { cookieCacheVersion } from "@/lib/auth/session-feed/cache-version";
import { CACHE_SECONDS } from "@/lib/auth/session-feed/feed";
import { sessionFeedPlugin } from "@/lib/auth/session-feed/plugin";
import { redisSecondaryStorage } from "@/lib/auth/session-feed/redis-storage";
import { redis, redisNamespace } from "@/lib/redis";
import { twoFactorPlugins } from "@/lib/auth/two-factor/plugins";
import { passkeyPlugin } from "@/lib/auth/passkeys/plugin";
import { freshVerificationPlugin } from "@/lib/auth/verification/plugin";
import { scimPlugin } from "@/lib/auth/scim/plugin";
import { scimTokenPlugin } from "@/lib/auth/scim/token-endpoints";
import { bindScimManagedApi } from "@/lib/auth/scim/tokens";
import { ssoGuardPlugin, ssoPlugin } from "@/lib/auth/sso/plugin";
import { apiKeyPlugins } from "@/lib/api/keys/plugin";
import { webhookWakePlugin } from "@/lib/webhooks/auth-plugin";

/** Where the client's address is read from: rate limits and the sessions list. */
const IP_ADDRESS = clientAddressOptions();

function oidcPlugin() {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET ?? "",
          scopes: ["openid", "email", "profile"],
          pkce: true,
        },
      ],
    }),
  ];
}

const PROFILE_PATHS = new Set(["/update-user", "/verify-email", "/magic-link/verify", UNDO_PATH]);

/** The language a new account is stored with: the one its sign-up asked for, else the request's. */
function newUserLocale(asked: unknown, request: Request | Headers | undefined): number {
  return typeof asked === "number" ? asked : codeOf(localeFromRequest(request));
}

export const auth = betterAuth({
  appName: "Accounts",
  baseURL,
  basePath: "/api/auth",
  secret: authSecret(),
  trustedOrigins: [baseURL, ...env.TRUSTED_ORIGINS],
  // Real transactions on PostgreSQL and PGlite. PGlite has a single connection, and better-auth reads through its
  // base adapter while a transaction is open: there such a read joins the open transaction
  // (db/pglite-transactions.ts) instead of waiting on it forever. @better-auth/scim refuses to start without them.
  database: drizzleAdapter(withTransactionsInSight(db), { provider: "pg", schema, transaction: true }),
  user: {
    additionalFields: {
      locale: { type: "number", required: false, input: true },
      lastOrganizationId: { type: "string", required: false, input: false, returned: false },
    },
    changeEmail: { enabled: true },
    deleteUser: {
      enabled: true,
      deleteTokenExpiresIn: 86_400,
      beforeDelete: (user) => refuseDeletingOnlyOwner(user.id),
      sendDeleteAccountVerification: ({ user, url }, request) => sendAuthMail("deleteAccount", user, url, request),
    },
  },
  emailAndPassword: {
    enabled: true,
    minPasswordLength: env.PASSWORD_MIN_LENGTH,
    maxPasswordLength: env.PASSWORD_MAX_LENGTH,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    resetPasswordTokenExpiresIn: 3600,
    // A reset is what someone does who fears another has the password: every session of the account ends.
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: ({ user, url }, request) => sendAuthMail("resetPassword", user, url, request),
    onPasswordReset: ({ user }, request) => sendPasswordChanged(user, request),
    // A sign-up with a registered address answers with a made-up user; it must look exactly like a new one,
    // the language it would be stored with included, or the reply tells who is registered.
    customSyntheticUser: ({ coreFields, additionalFields, id }) => {
      const ctx = tryGetCurrentAuthEndpointContext();
      // As a new account would be: its language, and the admin plugin's default role (which better-auth leaves
      // out of the fields it hands here, so a registered address would otherwise answer with role null).
      const locale = newUserLocale(additionalFields.locale, ctx?.request ?? ctx?.headers);
      return { ...coreFields, ...additionalFields, role: DEFAULT_ROLE, locale, id };
    },
  },
  emailVerification: {
    expiresIn: 3600,
    sendOnSignUp: true,
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    sendVerificationEmail: ({ user, url }, request) => sendAuthMail("verifyEmail", user, url, request),
  },
  session: {
    // The cache is trusted only while the change feed vouches for it (lib/auth/session-feed/): its version is
    // the feed's stamp of the session and user, checked by get-session and by every endpoint's session check.
    cookieCache: { enabled: true, maxAge: CACHE_SECONDS, version: cookieCacheVersion },
    freshAge: env.SESSION_FRESH_AGE,
    // Kept for the sessions list and for sensitive actions (lib/auth/verification/), never in get-session's reply.
    additionalFields: {
      signInMethod: { type: "string", required: false, input: false, returned: false },
      verifiedAt: { type: "date", required: false, input: false, returned: false },
    },
    // With Redis, PostgreSQL stays the system of record: Redis holds a copy the feed vouches for.
    ...(env.REDIS_URL ? { storeSessionInDatabase: true } : {}),
  },
  ...(env.REDIS_URL ? { secondaryStorage: redisSecondaryStorage(redis, redisNamespace()), verification: { storeInDatabase: true } } : {}),
  account: {
    accountLinking: {
      enabled: true,
      trustedProviders: [OIDC_PROVIDER_ID],
      allowDifferentEmails: env.ALLOW_DIFFERENT_LINK_EMAILS,
      allowUnlinkingAll: env.ALLOW_UNLINKING_ALL,
    },
  },
  socialProviders: configuredSocialProviders() as BetterAuthOptions["socialProviders"],
  rateLimit: {
    enabled: env.RATE_LIMIT_ENABLED,
    // Shared by every instance: in PostgreSQL (better-auth's counter in one statement), or with REDIS_URL in
    // Redis (PostgreSQL when Redis cannot answer).
    storage: "database",
    customStorage: env.REDIS_URL ? redisRateLimitStorage(redis, redisNamespace()) : databaseRateLimitStorage,
    modelName: "rateLimit",
    window: 10,
    max: 300,
    customRules: rateLimitRules(env.RATE_LIMIT_WINDOW, env.RATE_LIMIT_MAX),
  },
  advanced: {
    ipAddress: IP_ADDRESS,
    // better-auth skips the callback-URL and Origin checks whenever NODE_ENV is "test"; they stay on everywhere,
    // so that what the tests prove is what production does.
    disableOriginCheck: false,
    disableCSRFCheck: false,
    // The sign-in state lasts 10 minutes (its stored expiry), but better-auth gives the cookie that binds it to the
    // browser only 5: a person who takes 6 minutes at the provider would come back to an error. The cookie lives
    // as long as the state.
    cookies: { state: { attributes: { maxAge: 600 } } },
  },
  databaseHooks: {
    session: withWholeAddress(IP_ADDRESS, lastActiveOrganizationHooks),
    user: {
      create: {
        // A new user keeps the language they signed up in, for their mails and screens.
        before: async (user, ctx) => {
          const asked = (user as { locale?: number | null }).locale;
          return { data: { ...user, locale: newUserLocale(asked, ctx?.request ?? ctx?.headers ?? undefined) } };
        },
        // The Polar customer is made by a job: a slow or absent Polar never fails a sign-up, and is retried.
        after: async (user) => queueCustomerJob("link", user.id),
      },
      // Only a changed name or address (or an address now verified) matters to Polar: those change through these paths.
      update: {
        after: async (user, ctx) => {
          if (ctx && PROFILE_PATHS.has(ctx.path)) await queueCustomerJob("sync", user.id);
          // An address ADMIN_EMAILS names becomes an operator once it is proven.
          if (user.emailVerified) await grantListedOperator(user);
        },
      },
      delete: { after: async (user) => queueCustomerJob("delete", user.id) },
    },
  },
  hooks: { before: beforeHooks, after: afterHooks },
  // Domains are proven by the app (lib/auth/sso/domains.ts: per organization, DNS_SERVERS, checked on a schedule).
  disabledPaths: ["/sso/request-domain-verification", "/sso/verify-domain"],
  plugins: [
    requestLimitsPlugin(), // first: an oversized body is refused before any other plugin reads it
    // Keys for /api/v1, their scopes within the creator's rights; early, so that a key's change acting as its member
    // (lib/api/keys/acting.ts) has that member's session before the organization plugins' hooks look for one.
    ...apiKeyPlugins(),
    accountProtectionPlugin(),
    passwordNoticePlugin(),
    ...twoFactorPlugins(), // before the plugins that act on a new session: a sign-in waiting for its second step has none
    passkeyPlugin(),
    freshVerificationPlugin(),
    magicLink({
      expiresIn: 600,
      disableSignUp: env.MAGIC_LINK_DISABLE_SIGN_UP,
      sendMagicLink: async ({ email, url }, ctx) => sendAuthMail("magicLink", await recipientByEmail(email), url, ctx?.request),
    }),
    ...oidcPlugin(),
    ...captchaPlugins(),
    forgetPasswordPlugin(),
    changeEmailPlugin({
      // The link goes to the new address; opening it sets the address and sends the usual verification mail.
      sendChangeEmail: ({ user, newEmail, url }, request) => sendAuthMail("changeEmail", { ...user, email: newEmail }, url, request),
    }),
    undoEmailChangePlugin(), // the earlier address hears of the change and can take the account back
    organizationPlugin(),
    ssoGuardPlugin(), // before the plugin: picks the connection a sign-in starts, refuses those that are off
    ssoPlugin(),
    requireTwoFactorPlugin(),
    activityLogPlugin(),
    scimPlugin(), // SCIM 2.0 at /scim/v2, one managed connection per organization (lib/auth/scim/)
    scimTokenPlugin(), // its tokens minted by owners and admins, and each SCIM call in the activity log
    polarPlugin(),
    polarGuardPlugin(),
    sessionFeedPlugin(),
    webhookWakePlugin(), // sends the outbound webhooks a request wrote (by database triggers) once it commits
    localeAtSignInPlugin(),
    operatorPlugin(),
    operatorAuditPlugin(),
    operatorAddressNoticePlugin(), // an operator's change of a person's address is told to the earlier one
    signInMethodPlugin(), // each new session records how it signed in, for the sessions lists
    lastUsedPlugin(), // the "Last used" cookie of the sign-in page, before nextCookies so server actions pass it on
    nextCookies(), // must stay last
  ],
});

// SCIM tokens are minted through the plugin's server-only endpoints (lib/auth/scim/tokens.ts).
bindScimManagedApi(auth.api);

export type Auth = typeof auth;
export type Session = typeof auth.$Infer.Session;
