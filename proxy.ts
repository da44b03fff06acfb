import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { databaseDown } from "@/lib/http/database-health";
import { checkUrl } from "@/lib/http/input-check";
import { API_CSP, COMMON_HEADERS, HSTS, pageCsp, referrerPolicyFor } from "@/lib/http/security-headers";
import { unavailablePage } from "@/lib/http/unavailable-page";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, parseLocale } from "@/lib/i18n/locales";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";

const isHttps = (request: NextRequest) =>
  request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";

/**
 * Every page request passes here first:
 *  - a URL that could not be stored as sent (NUL, invalid UTF-8, overlong; lib/http/input-check.ts) is refused
 *    with 400 before any page reads it;
 *  - while the database is away (lib/http/database-health.ts), a page answers 503 with Retry-After and a page
 *    that reloads itself, instead of a render that would fail with 500;
 *  - the server components get, as headers, what they cannot read from the URL themselves: the path and query
 *    (where sign-in brings a visitor back to), and `?lang=`, so a link such as /sign-in?lang=de opens in German.
 *    A `?lang=` naming one of our languages is an explicit choice: it is also kept in the language cookie, so
 *    the next page (a client-side navigation without `?lang=`) stays in that language;
 *  - the reply gets its security headers, the Content-Security-Policy with a nonce of its own, which Next.js
 *    reads from the request's copy of the header and puts on every script it renders.
 */
export async function proxy(request: NextRequest) {
  const refused = checkUrl(request.url);
  if (refused) return NextResponse.json(refused, { status: 400, headers: COMMON_HEADERS });
  if (await databaseDown()) return withSecurityHeaders(request, await unavailablePage(request), API_CSP);
  const nonce = btoa(crypto.randomUUID());
  const https = isHttps(request);
  const csp = pageCsp({ nonce, captchaProvider: env.CAPTCHA_PROVIDER, development: process.env.NODE_ENV === "development", https });
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  headers.set("content-security-policy", csp);
  const lang = parseLocale(request.nextUrl.searchParams.get("lang")?.slice(0, 16));
  if (lang) headers.set("x-lang", lang);
  const response = NextResponse.next({ request: { headers } });
  if (lang && request.cookies.get(LOCALE_COOKIE)?.value !== lang) {
    response.cookies.set(LOCALE_COOKIE, lang, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" });
  }
  return withSecurityHeaders(request, response, csp);
}

function withSecurityHeaders<R extends Response>(request: NextRequest, response: R, csp: string): R {
  response.headers.set("content-security-policy", csp);
  response.headers.set("referrer-policy", referrerPolicyFor(request.nextUrl.pathname, request.nextUrl.search));
  for (const [name, value] of Object.entries(COMMON_HEADERS)) response.headers.set(name, value);
  if (isHttps(request)) response.headers.set("strict-transport-security", HSTS);
  return response;
}

export const config = {
  // The fonts in public/fonts are asked for by the "unavailable" page too, which they must not answer.
  matcher: ["/((?!api|_next|favicon.ico|fonts/).*)"],
};
