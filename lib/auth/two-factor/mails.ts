import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { MailKind } from "@/lib/email/templates";
import { sendAuthMail } from "@/lib/auth/server/mail";
import { baseURL } from "@/lib/env";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type AfterHook = NonNullable<NonNullable<BetterAuthPlugin["hooks"]>["after"]>[number];

/** A mail to the signed-in person about a change this request made to how their account is entered. */
function tellOwner(path: string, kind: MailKind, page: string, when: (ctx: HookContext) => boolean = () => true): AfterHook {
  return {
    matcher: (ctx) => ctx.path === path,
    handler: createAuthMiddleware(async (ctx) => {
      const user = ctx.context.session?.user ?? ctx.context.newSession?.user;
      if (isAPIError(ctx.context.returned) || !user || !when(ctx)) return;
      await sendAuthMail(kind, user, `${baseURL}${page}`, ctx.request);
    }),
  };
}

/**
 * Its owner hears of every change to the ways into the account (the second step on or off, a new passkey), in
 * case it was not them. A code given at sign-in is not such a change: only the first code from the app, given
 * while signed in, turns two-step sign-in on (the plugin then re-issues the session: a new token replaces the
 * one the request came with).
 */
export function twoFactorMailsPlugin(): BetterAuthPlugin {
  return {
    id: "two-factor-mails",
    hooks: {
      after: [
        tellOwner("/two-factor/disable", "twoFactorDisabled", "/settings/security"),
        tellOwner("/two-factor/verify-totp", "twoFactorEnabled", "/settings/security", (ctx) => {
          const started = ctx.context.newSession;
          return Boolean(ctx.context.session && started && started.session.token !== ctx.context.session.session.token);
        }),
        tellOwner("/passkey/verify-registration", "passkeyAdded", "/settings/security#passkeys"),
      ],
    },
  };
}
