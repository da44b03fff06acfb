import "server-only";

type Rule = { window: number; max: number };

/**
 * Limits guard what costs or reveals something (password hashing, mail, enumeration); session reads and
 * ordinary calls are never throttled, since many people can share one address behind an office network.
 */
export function rateLimitRules(window: number, max: number): Record<string, Rule | false> {
  const strict: Rule = { window, max };
  return {
    "/sign-in/email": strict,
    "/sign-up/email": strict,
    "/sign-in/magic-link": strict,
    "/request-password-reset": strict,
    "/forget-password": strict,
    "/reset-password": strict,
    "/send-verification-email": strict,
    "/change-email": strict,
    "/change-password": strict,
    "/delete-user": strict,
    "/get-session": false,
    "/list-sessions": false,
    "/list-accounts": false,
    "/ok": false,
  };
}
