import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { baseURL, env } from "@/lib/env";
import { clearFailures, pauseOf, recordFailure, THRESHOLD } from "./account-throttle";
import { isCommonPassword, PASSWORD_TOO_COMMON } from "./common-passwords";
import { sendAuthMail } from "./mail";
import { resetTokenUserId } from "@/lib/auth/internals/reset-password";
import { log } from "@/lib/log/logger";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where each endpoint that sets a password takes it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
  // An operator's too: a common password set for someone is as easy to guess as one they chose.
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

function refuseCommonPassword(ctx: HookContext) {
  const value = (ctx.body as Record<string, unknown> | undefined)?.[NEW_PASSWORD_FIELD[ctx.path]];
  // A password too short or too long keeps the endpoint's own message.
  if (typeof value !== "string" || value.length < env.PASSWORD_MIN_LENGTH || value.length > env.PASSWORD_MAX_LENGTH) return;
  if (isCommonPassword(value)) throw APIError.from("BAD_REQUEST", PASSWORD_TOO_COMMON);
}

const signInEmail = (ctx: HookContext) => {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : null;
};

/**
 * Password sign-ins whose check found no failure on record for their address: their success has nothing to
 * clear, which spares each ordinary sign-in a write (keyed by the request, which the after hook sees too).
 */
const nothingOnRecord = new WeakSet<Request>();

async function refusePausedAccount(ctx: HookContext) {
  const email = signInEmail(ctx);
  if (!email) return;
  const { seconds: wait, onRecord } = await pauseOf(email);
  if (!onRecord && ctx.request) nothingOnRecord.add(ctx.request);
  if (wait > 0) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "ACCOUNT_SIGN_IN_PAUSED", message: "Too many failed sign-ins for this account. Please try again later." },
      { "retry-after": String(wait), "x-retry-after": String(wait) },
    );
  }
}

/** Tells the owner (if the address has an account) that password sign-in is paused, in their language. */
async function notifyOwner(ctx: HookContext, email: string, failures: number) {
  const user = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
  if (!user) return;
  await sendAuthMail("signInAttempts", user.user, `${baseURL}/forgot-password`, ctx.request, { count: String(failures) });
}

async function countOutcome(ctx: HookContext) {
  const email = signInEmail(ctx);
  if (!email) return;
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.statusCode !== 401) return;
  const failures = await recordFailure(email);
  // In the background: the reply must take as long for a registered address as for any other.
  if (failures === THRESHOLD)
    void notifyOwner(ctx, email, failures).catch((error: unknown) => log.error({ err: error }, "sign-in alert not sent"));
}

/** A valid reset token proves the mailbox: the account's failures are forgotten with the new password. */
async function clearOnReset(ctx: HookContext) {
  const userId = await resetTokenUserId(ctx);
  const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
  if (user) await clearFailures(user.email);
}

/**
 * Accounts under attack: a per-account pause on failed password sign-ins, whatever client address they come
 * from (lib/auth/server/account-throttle.ts), its owner told by mail when it starts; any new session of the
 * account (password, magic link, provider, verification link) or a password reset clears it. And passwords found
 * among the most common ones are refused wherever a password is set.
 */
export const accountProtectionPlugin = () =>
  ({
    id: "account-protection",
    hooks: {
      before: [
        { matcher: (ctx) => ctx.path === "/sign-in/email", handler: createAuthMiddleware(refusePausedAccount) },
        {
          matcher: (ctx) => Boolean(ctx.path && ctx.path in NEW_PASSWORD_FIELD),
          handler: createAuthMiddleware(async (ctx) => refuseCommonPassword(ctx)),
        },
        { matcher: (ctx) => ctx.path === "/reset-password", handler: createAuthMiddleware(clearOnReset) },
      ],
      after: [
        { matcher: (ctx) => ctx.path === "/sign-in/email", handler: createAuthMiddleware(countOutcome) },
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const email = ctx.context.newSession?.user.email;
            if (ctx.request && nothingOnRecord.has(ctx.request) && ctx.path === "/sign-in/email") return;
            if (email) await clearFailures(email);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
