import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { isSignInPath } from "@/lib/auth/sign-in-paths";
import { chosenLocale } from "./from-request";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, codeOf, localeOfCode } from "./locales";

/**
 * The language carries over a sign-in, whichever way it happens (password, magic link, provider, the link in
 * a verification mail):
 * - a language chosen in this browser while signed out (the cookie) becomes the user's stored language, so
 *   their screens and mails keep it;
 * - a browser that never chose gets the stored language as its cookie, so it stays after signing out.
 */
export function localeAtSignInPlugin(): BetterAuthPlugin {
  return {
    id: "locale-at-sign-in",
    hooks: {
      after: [
        {
          matcher: (ctx) => isSignInPath(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn) return;
            const stored = (signedIn.user as { locale?: number | null }).locale;
            const chosen = chosenLocale(ctx.request ?? ctx.headers);
            if (chosen) {
              if (stored !== codeOf(chosen)) await ctx.context.internalAdapter.updateUser(signedIn.user.id, { locale: codeOf(chosen) });
              return;
            }
            const storedLocale = localeOfCode(stored);
            if (storedLocale) {
              ctx.setCookie(LOCALE_COOKIE, storedLocale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: false });
            }
          }),
        },
      ],
    },
  };
}
