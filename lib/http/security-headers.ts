/**
 * The security headers of every reply: pages get theirs from proxy.ts (a Content-Security-Policy with a fresh
 * nonce per request, which Next.js puts on its own scripts), API replies a fixed set from next.config.mjs. The
 * fixed values live in ./fixed-headers.json, which that plain JavaScript config reads as well.
 */
import fixed from "./fixed-headers.json";

/** Where each captcha provider's widget loads its script and frames from. */
const CAPTCHA_ORIGINS: Record<string, string[]> = {
  "cloudflare-turnstile": ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
  "google-recaptcha": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/", "https://recaptcha.google.com"],
};

export const HSTS: string = fixed.hsts;

/** Headers that every reply carries, page or API: no sniffing, no framing, no powerful features. */
export const COMMON_HEADERS: Record<string, string> = fixed.common;

/** API replies are JSON, redirects and one small HTML error page with an inline style and our font: nothing else may load. */
export const API_CSP: string = fixed.apiCsp;

type PageOptions = { nonce: string; captchaProvider?: string; development: boolean; https: boolean };

/**
 * A page's policy: scripts only with this request's nonce (and what those scripts load, 'strict-dynamic'), from
 * our own origin and, when one is configured, the captcha provider; never framed by anyone.
 */
export function pageCsp({ nonce, captchaProvider, development, https }: PageOptions): string {
  const captcha = (captchaProvider && CAPTCHA_ORIGINS[captchaProvider]) || [];
  // next dev's React Refresh evaluates code and talks to its server over a WebSocket.
  const devScript = development ? ["'unsafe-eval'"] : [];
  const devConnect = development ? ["ws:", "wss:"] : [];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${[...captcha, ...devScript].join(" ")}`.trim(),
    // React and Radix position popovers and the like with style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Profile pictures come from the social providers' hosts.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...captcha, ...devConnect].join(" ")}`.trim(),
    `frame-src 'self' ${captcha.join(" ")}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Pages whose address carries a secret (a reset, verification, invitation or undo link) send no referrer at all. */
const TOKEN_PAGES = [/^\/reset-password(\/|$)/, /^\/verify-email(\/|$)/, /^\/accept-invitation(\/|$)/, /^\/undo-email-change(\/|$)/];

export function referrerPolicyFor(pathname: string, search: string): string {
  const carriesToken = TOKEN_PAGES.some((page) => page.test(pathname)) || /[?&](token|code)=/.test(search);
  return carriesToken ? "no-referrer" : "strict-origin-when-cross-origin";
}
