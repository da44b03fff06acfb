import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { sendAuthMail } from "@/lib/auth/server/mail";
import { baseURL } from "@/lib/env";

/** Its owner hears of every change to the second factor that weakens the account, in case it was not them. */
export function twoFactorMailsPlugin(): BetterAuthPlugin {
  return {
    id: "two-factor-mails",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/disable",
          handler: createAuthMiddleware(async (ctx) => {
            const user = ctx.context.session?.user;
            if (isAPIError(ctx.context.returned) || !user) return;
            await sendAuthMail("twoFactorDisabled", user, `${baseURL}/settings/security`, ctx.request);
          }),
        },
      ],
    },
  };
}
