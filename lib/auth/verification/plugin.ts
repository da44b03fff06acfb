import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx, isAPIError, sessionMiddleware } from "better-auth/api";
import * as z from "zod";
import { sendAuthMail } from "@/lib/auth/server/mail";
import { baseURL } from "@/lib/env";
import { checkEmailCode, EMAIL_CODE_MINUTES, newEmailCode } from "./email-code";
import { FRESH_VERIFICATION_MINUTES, FRESH_VERIFICATION_REQUIRED, isFreshlyVerified, lastVerifiedAt } from "./freshness";
import { passkeyAnswers, passkeyChallenge } from "./passkey-ceremony";
import { confirmationMethods, markVerified, verificationOf } from "./queries";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The actions that ask for a recent confirmation. Changing the password and turning two-step sign-in off or on
 * always ask for the password; deleting the account counts a recent confirmation as a fresh session. */
export const SENSITIVE_PATHS = new Set([
  "/change-email",
  "/passkey/generate-register-options",
  "/passkey/update-passkey",
  "/passkey/delete-passkey",
]);

/** Two-step sign-in's own settings: the plugin asks for the password of a person who has one; one without a
 * password confirms it's them instead (a passkey, a code, or a code by e-mail). */
const PASSWORDLESS_PATHS = new Set(["/two-factor/enable", "/two-factor/disable", "/two-factor/generate-backup-codes"]);

/** The two-factor plugin's code checks: given while signed in, a right code confirms it's you. */
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

const CODE_IDENTIFIER = (sessionId: string) => `verify-identity-code-${sessionId}`;
const PASSKEY_IDENTIFIER = (sessionId: string) => `verify-identity-passkey-${sessionId}`;

function required(): APIError {
  return APIError.from("FORBIDDEN", { code: FRESH_VERIFICATION_REQUIRED, message: "Confirm it's you to continue" });
}

async function refuseUnlessFresh(ctx: HookContext) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // the endpoint answers 401 itself
  const stored = await verificationOf(session.session.id);
  // An operator acting as the person (the console's impersonation) never changes how they sign in.
  if (stored?.impersonatedBy) {
    throw APIError.from("FORBIDDEN", { code: "NOT_WHILE_IMPERSONATING", message: "Not while an operator acts as this person" });
  }
  if (!stored || !isFreshlyVerified(stored)) throw required();
}

async function refuseUnlessFreshWithoutPassword(ctx: HookContext) {
  const password = (ctx.body as { password?: unknown } | undefined)?.password;
  if (typeof password === "string" && password.length > 0) return; // the plugin checks it
  await refuseUnlessFresh(ctx);
}

async function confirmedByCode(ctx: HookContext) {
  if (isAPIError(ctx.context.returned) || ctx.context.newSession) return; // a refusal, or a sign-in's second step
  const session = await getSessionFromCtx(ctx);
  if (session) await markVerified(session.session.id);
}

const wrong = (code: string, message: string) => APIError.from("BAD_REQUEST", { code, message });

/**
 * "Confirm it's you": sensitive actions ask for a password, a code or a passkey when the person last proved who
 * they are more than FRESH_VERIFICATION_MINUTES ago, without signing them out. Signing in counts; so do the
 * endpoints here (password, e-mailed code, passkey) and a right authenticator or backup code given while signed in.
 * A refused action answers 403 FRESH_VERIFICATION_REQUIRED; the settings screens then ask and repeat it.
 */
export function freshVerificationPlugin(): BetterAuthPlugin {
  return {
    id: "fresh-verification",
    hooks: {
      before: [
        { matcher: (ctx) => SENSITIVE_PATHS.has(ctx.path ?? ""), handler: createAuthMiddleware(refuseUnlessFresh) },
        { matcher: (ctx) => PASSWORDLESS_PATHS.has(ctx.path ?? ""), handler: createAuthMiddleware(refuseUnlessFreshWithoutPassword) },
      ],
      after: [{ matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""), handler: createAuthMiddleware(confirmedByCode) }],
    },
    endpoints: {
      verifyIdentityMethods: createAuthEndpoint("/verify-identity/methods", { method: "GET", use: [sessionMiddleware] }, async (ctx) => {
        const { session, user } = ctx.context.session;
        const stored = await verificationOf(session.id);
        const verifiedAt = stored ? lastVerifiedAt(stored) : new Date(session.createdAt);
        return ctx.json({
          ...(await confirmationMethods(user.id)),
          email: true,
          verifiedAt: verifiedAt.toISOString(),
          freshUntil: new Date(verifiedAt.getTime() + FRESH_VERIFICATION_MINUTES * 60_000).toISOString(),
        });
      }),
      verifyIdentityPassword: createAuthEndpoint(
        "/verify-identity/password",
        { method: "POST", use: [sessionMiddleware], body: z.object({ password: z.string().min(1) }) },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const credential = (await ctx.context.internalAdapter.findAccounts(user.id)).find((a) => a.providerId === "credential");
          const ok = credential?.password
            ? await ctx.context.password.verify({ hash: credential.password, password: ctx.body.password })
            : false;
          if (!ok) throw wrong("INVALID_PASSWORD", "Invalid password");
          await markVerified(session.id);
          return ctx.json({ status: true });
        },
      ),
      verifyIdentitySendCode: createAuthEndpoint(
        "/verify-identity/send-code",
        { method: "POST", use: [sessionMiddleware] },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const { code, stored } = newEmailCode();
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(CODE_IDENTIFIER(session.id)).catch(() => undefined);
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: CODE_IDENTIFIER(session.id),
            value: stored,
            expiresAt: new Date(Date.now() + EMAIL_CODE_MINUTES * 60_000),
          });
          await sendAuthMail("identityCode", user, `${baseURL}/settings/security`, ctx.request, {
            code,
            minutes: String(EMAIL_CODE_MINUTES),
          });
          return ctx.json({ status: true });
        },
      ),
      verifyIdentityCode: createAuthEndpoint(
        "/verify-identity/code",
        { method: "POST", use: [sessionMiddleware], body: z.object({ code: z.string().min(1).max(32) }) },
        async (ctx) => {
          const { session } = ctx.context.session;
          const identifier = CODE_IDENTIFIER(session.id);
          const stored = await ctx.context.internalAdapter.consumeVerificationValue(identifier);
          if (!stored || stored.expiresAt < new Date()) throw wrong("INVALID_CODE", "Invalid code");
          const { ok, next } = checkEmailCode(stored.value, ctx.body.code);
          if (!ok) {
            if (next) await ctx.context.internalAdapter.createVerificationValue({ identifier, value: next, expiresAt: stored.expiresAt });
            throw wrong("INVALID_CODE", "Invalid code");
          }
          await markVerified(session.id);
          return ctx.json({ status: true });
        },
      ),
      verifyIdentityPasskeyOptions: createAuthEndpoint(
        "/verify-identity/passkey-options",
        { method: "GET", use: [sessionMiddleware] },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const options = await passkeyChallenge(user.id);
          if (!options) throw wrong("PASSKEY_NOT_FOUND", "Passkey not found");
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(PASSKEY_IDENTIFIER(session.id)).catch(() => undefined);
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: PASSKEY_IDENTIFIER(session.id),
            value: options.challenge,
            expiresAt: new Date(Date.now() + 5 * 60_000),
          });
          return ctx.json(options);
        },
      ),
      verifyIdentityPasskey: createAuthEndpoint(
        "/verify-identity/passkey",
        {
          method: "POST",
          use: [sessionMiddleware],
          body: z.object({
            response: z
              .object({ id: z.string(), rawId: z.string(), type: z.literal("public-key"), response: z.record(z.string(), z.unknown()) })
              .passthrough(),
          }),
        },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const challenge = await ctx.context.internalAdapter.consumeVerificationValue(PASSKEY_IDENTIFIER(session.id));
          const response = ctx.body.response as unknown as Parameters<typeof passkeyAnswers>[2];
          if (!challenge || challenge.expiresAt < new Date() || !(await passkeyAnswers(user.id, challenge.value, response))) {
            throw APIError.from("UNAUTHORIZED", { code: "AUTHENTICATION_FAILED", message: "Authentication failed" });
          }
          await markVerified(session.id);
          return ctx.json({ status: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
