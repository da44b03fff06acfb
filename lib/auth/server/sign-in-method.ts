import "server-only";
import type { GenericEndpointContext } from "@better-auth/core";
import type { BetterAuthPlugin } from "better-auth";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { session as sessionTable } from "@/db/schema";
import { isSecondStepChallenge, secondStepChallenge } from "@/lib/auth/internals/sign-in-method";
import type { SecondStepFactor } from "@/lib/account/sign-in-method";

/** The passkey sign-in: a way in of its own, or the answer to a waiting second step. */
const PASSKEY_SIGN_IN = "/passkey/verify-authentication";

/** The second step's endpoints (better-auth's two-factor plugin) and the factor each takes. */
const SECOND_STEP_PATHS: Record<string, SecondStepFactor> = {
  "/two-factor/verify-totp": "totp",
  "/two-factor/verify-otp": "otp",
  "/two-factor/verify-backup-code": "backup-code",
};

/** The record beside the plugin's challenge that carries the first step's way in across to the second. */
const carriedName = (challenge: string) => `sign-in-method:${challenge}`;

/**
 * The way in of a first step, from the endpoint that opens the session: password (sign-in or sign-up), the
 * e-mailed link, a social provider's or the OpenID Connect provider's id, the verification mail's link (which
 * signs in). Null for any other endpoint.
 */
export function firstStepMethod(ctx: Pick<GenericEndpointContext, "path" | "params" | "body">): string | null {
  const path = ctx.path ?? "";
  if (path === "/sign-in/email" || path === "/sign-up/email") return "password";
  if (path.startsWith("/magic-link/verify")) return "magic-link";
  if (path === "/verify-email") return "email-verification";
  if (path.startsWith("/callback/")) return (ctx.params as { id?: string } | undefined)?.id ?? path.split("/").pop() ?? null;
  // A provider's ID token handed in directly (no redirect).
  if (path === "/sign-in/social") return (ctx.body as { provider?: string } | undefined)?.provider ?? null;
  return null;
}

/**
 * The first step's way in, kept for a sign-in waiting for its second step in this browser, taken once: null when
 * there is none, it has expired, or it belongs to another user.
 */
async function takeFirstStep(ctx: GenericEndpointContext, userId: string): Promise<string | null> {
  const challenge = await secondStepChallenge(ctx);
  if (!challenge) return null;
  const adapter = ctx.context.internalAdapter;
  const carriedOf = (record: { value: string; expiresAt: Date } | null) => {
    if (!record || record.expiresAt < new Date()) return null;
    try {
      const carried = JSON.parse(record.value) as { userId?: string; method?: string };
      return carried.userId === userId && typeof carried.method === "string" ? carried.method : null;
    } catch {
      return null;
    }
  };
  // Another user's sign-in in the same browser leaves it for its own.
  if (!carriedOf(await adapter.findVerificationValue(carriedName(challenge)))) return null;
  return carriedOf(await adapter.consumeVerificationValue(carriedName(challenge)));
}

/**
 * The way in of the session this request is made from, when it is the same user's: a session that replaces it
 * (a password change ending the others, two-step sign-in turned on or off) keeps it. Undefined: no such session.
 */
async function currentSessionMethod(ctx: GenericEndpointContext, userId: string): Promise<string | null | undefined> {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return undefined;
  // Read outside the request's transaction: a password change has already removed the session inside it.
  const [row] = await db
    .select({ userId: sessionTable.userId, signInMethod: sessionTable.signInMethod })
    .from(sessionTable)
    .where(eq(sessionTable.token, token));
  return row && row.userId === userId ? row.signInMethod : undefined;
}

type NewSession = { userId: string; impersonatedBy?: string | null };

/** How a new session signed in, as stored in `session.sign_in_method` (lib/account/sign-in-method.ts reads it). */
export async function signInMethodOf(newSession: NewSession, ctx: GenericEndpointContext): Promise<string | null> {
  if (newSession.impersonatedBy) return "impersonation";
  const path = ctx.path ?? "";
  // A passkey is both factors on its own; given at the second step, it completes the first step's sign-in.
  if (path === PASSKEY_SIGN_IN) {
    const first = await takeFirstStep(ctx, newSession.userId);
    return first ? `${first}+passkey` : "passkey";
  }
  const first = firstStepMethod(ctx);
  if (first) return first;
  const current = await currentSessionMethod(ctx, newSession.userId);
  if (current !== undefined) return current;
  const factor = SECOND_STEP_PATHS[path];
  if (factor) return `${(await takeFirstStep(ctx, newSession.userId)) ?? ""}+${factor}`;
  return null;
}

/**
 * Each new session records how it signed in, for the sessions lists: the first step's way in and, after a second
 * step, the factor that answered it ("password+totp", "google+backup-code", "passkey"). The second step's session
 * is made by the two-factor plugin after the first step's was removed, so the first step's way in is kept beside
 * the plugin's challenge when the challenge is stored, and taken by the session the second step makes.
 */
export function signInMethodPlugin(): BetterAuthPlugin {
  return {
    id: "sign-in-method",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              before: async (session, ctx) => {
                if (!ctx) return;
                const method = await signInMethodOf(session as NewSession, ctx);
                return method ? { data: { ...session, signInMethod: method } } : undefined;
              },
            },
          },
          verification: {
            create: {
              after: async (record, ctx) => {
                if (!ctx || !isSecondStepChallenge(record.identifier)) return;
                const method = firstStepMethod(ctx);
                if (!method) return;
                await ctx.context.internalAdapter.createVerificationValue({
                  identifier: carriedName(record.identifier),
                  value: JSON.stringify({ userId: record.value, method }),
                  expiresAt: record.expiresAt,
                });
              },
            },
          },
        },
      },
    }),
  };
}
