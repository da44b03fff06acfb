import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { tellOwner } from "@/lib/auth/server/security-notices";

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
