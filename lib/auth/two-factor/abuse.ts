import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import { db } from "@/db/client";
import { twoFactor, user as userTable } from "@/db/schema";
import { resetTokenUserId } from "@/lib/auth/internals/reset-password";
import { pendingSignInUserId } from "@/lib/auth/internals/two-factor";
import { sendAuthMail } from "@/lib/auth/server/mail";
import { baseURL } from "@/lib/env";
import { forgetTrustedDevices } from "./trusted-devices";
import { recordUse, wasUsed } from "./used-codes";

const VERIFY_TOTP = "/two-factor/verify-totp";
const VERIFY_PATHS = new Set([VERIFY_TOTP, "/two-factor/verify-otp", "/two-factor/verify-backup-code"]);
/** Where every session of a person ends, or their password changes: no device stays trusted past these. */
const TRUST_ENDING_PATHS = new Set(["/revoke-sessions", "/change-password"]);
/** The plugin's codes for a wrong code, after which its account lockout may have begun. */
const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The person a second-factor check is for: the one signing in, or the signed-in one setting it up. */
async function personOf(ctx: HookContext): Promise<string | null> {
  const pending = await pendingSignInUserId(ctx);
  if (pending) return pending;
  return (await getSessionFromCtx(ctx))?.user.id ?? null;
}

function invalidCode(): APIError {
  return APIError.from("UNAUTHORIZED", { code: "INVALID_CODE", message: "Invalid code" });
}

/** The account's second factor was just locked by this wrong code: its owner hears of it once per lock. */
async function mailIfJustLocked(userId: string, request: Request | undefined) {
  const [locked] = await db
    .select({ email: userTable.email, name: userTable.name, locale: userTable.locale })
    .from(twoFactor)
    .innerJoin(userTable, eq(userTable.id, twoFactor.userId))
    .where(and(eq(twoFactor.userId, userId), gt(twoFactor.lockedUntil, new Date())))
    .limit(1);
  if (locked) await sendAuthMail("twoFactorLocked", locked, `${baseURL}/sign-in`, request);
}

/**
 * What the two-factor plugin leaves to the app: an authenticator code is good once (the plugin would take it again
 * within its window, so a code seen over someone's shoulder could be replayed); the owner is mailed when wrong
 * codes lock the second factor (the plugin locks it after 10 for 15 minutes, silently); and a trusted device
 * stops being trusted when its person signs out everywhere or changes their password.
 */
export function twoFactorAbusePlugin(): BetterAuthPlugin {
  return {
    id: "two-factor-abuse",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await personOf(ctx);
            if (userId && (await wasUsed(userId, code))) throw invalidCode();
          }),
        },
        {
          // A reset ends the devices' trust before the token is consumed (the token is what names the person).
          matcher: (ctx) => ctx.path === "/reset-password",
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await resetTokenUserId(ctx);
            if (userId) await forgetTrustedDevices(userId);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP,
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const code = String((ctx.body as { code?: unknown }).code);
            const started = ctx.context.newSession;
            const userId = started?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
            if (!userId || (await recordUse(userId, code))) return;
            // Another request took the same code a moment before: this one's sign-in does not stand.
            if (started) await ctx.context.internalAdapter.deleteSession(started.session.token);
            throw invalidCode();
          }),
        },
        {
          matcher: (ctx) => VERIFY_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isAPIError(returned) || !WRONG_CODE.has(String((returned.body as { code?: unknown } | undefined)?.code))) return;
            const userId = await pendingSignInUserId(ctx);
            if (userId) await mailIfJustLocked(userId, ctx.request);
          }),
        },
        {
          matcher: (ctx) => TRUST_ENDING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const userId = ctx.context.session?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
            if (userId) await forgetTrustedDevices(userId);
          }),
        },
      ],
    },
  };
}
