import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { captcha } from "better-auth/plugins";
import { env } from "@/lib/env";

/** The forms that create accounts, sign in or send mail: the ones a bot would hammer. */
export const CAPTCHA_ENDPOINTS = ["/sign-up/email", "/sign-in/email", "/request-password-reset", "/forget-password", "/sign-in/magic-link"];

export type CaptchaProvider = NonNullable<typeof env.CAPTCHA_PROVIDER>;
/** What the browser needs to show the widget; null when no captcha is configured. */
export type CaptchaConfig = { provider: CaptchaProvider; siteKey: string } | null;

export function captchaConfig(): CaptchaConfig {
  if (!env.CAPTCHA_PROVIDER || !env.CAPTCHA_SECRET_KEY || !env.CAPTCHA_SITE_KEY) return null;
  return { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY };
}

/**
 * better-auth's captcha check on the endpoints above, when a provider is configured. The library answers
 * 500 when the provider cannot be reached; that is not the client's fault nor a server bug, so it becomes
 * 503 CAPTCHA_UNAVAILABLE, which the forms explain as "try again in a moment".
 */
export function captchaPlugins(): BetterAuthPlugin[] {
  if (!env.CAPTCHA_PROVIDER || !env.CAPTCHA_SECRET_KEY) return [];
  const plugin = captcha({
    provider: env.CAPTCHA_PROVIDER,
    secretKey: env.CAPTCHA_SECRET_KEY,
    endpoints: CAPTCHA_ENDPOINTS,
    siteVerifyURLOverride: env.CAPTCHA_SITE_VERIFY_URL,
  });
  const check = plugin.onRequest!;
  return [
    {
      ...plugin,
      async onRequest(request, ctx) {
        const result = await check(request, ctx);
        if (result && "response" in result && result.response.status === 500) {
          const body = JSON.stringify({ code: "CAPTCHA_UNAVAILABLE", message: "CAPTCHA service unavailable" });
          return { response: new Response(body, { status: 503, headers: { "content-type": "application/json" } }) };
        }
        return result;
      },
    },
  ];
}
