import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint, requestPasswordReset } from "better-auth/api";

/**
 * The specification names two paths for the reset request, /request-password-reset and /forget-password;
 * better-auth 1.7 only has the first. This plugin adds the second as an alias: the same body schema and
 * callback check (the endpoint's own options), and the same handler, so the two can never answer differently.
 * Hooks, rate limits and captcha see the path /forget-password and treat it like /request-password-reset.
 */
export const forgetPasswordPlugin = () =>
  ({
    id: "forget-password-alias",
    endpoints: {
      forgetPassword: createAuthEndpoint(
        "/forget-password",
        {
          ...requestPasswordReset.options,
          metadata: { openapi: { operationId: "forgetPassword", description: "Alias of /request-password-reset" } },
        },
        async (ctx) => ctx.json(await requestPasswordReset({ ...ctx, asResponse: false, returnHeaders: false, returnStatus: false })),
      ),
    },
  }) satisfies BetterAuthPlugin;
