import "server-only";
import { generateRandomString } from "better-auth/crypto";
import type { createAuthMiddleware } from "better-auth/api";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The prefix of the stored record behind an account-deletion token; the record's value is the user's id. */
export const DELETE_ACCOUNT_PREFIX = "delete-account-";

/**
 * A deletion token for `userId`, made as /delete-user makes the one it mails: 32 characters of [0-9a-z], stored as
 * the verification record `delete-account-<token>` whose value is the user's id. Why: deleting at once (a correct
 * password or a fresh session) rides on better-auth's own token path, so its checks, hooks and cleanup all run;
 * better-auth has no public call that issues the token without mailing it. Held by
 * tests/integration/better-auth-internals.test.ts.
 */
export async function issueDeleteAccountToken(ctx: HookContext, userId: string, expiresInSeconds: number): Promise<string> {
  const token = generateRandomString(32, "0-9", "a-z");
  await ctx.context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `${DELETE_ACCOUNT_PREFIX}${token}`,
    expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
  });
  return token;
}
