import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, parseLocale } from "@/lib/i18n/locales";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";

/**
 * Passes on to the server components, as headers, what they cannot read from the URL themselves: the path
 * and query (where sign-in brings a visitor back to), and `?lang=`, so a link such as /sign-in?lang=de opens
 * in German. A `?lang=` naming one of our languages is an explicit choice: it is also kept in the language
 * cookie, so the next page (a client-side navigation without `?lang=`) stays in that language.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const lang = parseLocale(request.nextUrl.searchParams.get("lang")?.slice(0, 16));
  if (lang) headers.set("x-lang", lang);
  const response = NextResponse.next({ request: { headers } });
  if (lang && request.cookies.get(LOCALE_COOKIE)?.value !== lang) {
    response.cookies.set(LOCALE_COOKIE, lang, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" });
  }
  return response;
}

export const config = {
  matcher: ["/((?!api|_next|favicon.ico).*)"],
};
