import { LOCALE_COOKIE, resolveLocale, type Locale } from "./locales";

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return undefined; // a broken cookie names no language
    }
  }
  return undefined;
}

/** The language of a raw request, for code that runs outside a page (auth hooks, mails, API routes). */
export function localeFromRequest(request: Request | Headers | undefined, stored?: number | null): Locale {
  const headers = request instanceof Request ? request.headers : request;
  let query: string | null = null;
  if (request instanceof Request) {
    try {
      query = new URL(request.url).searchParams.get("lang");
    } catch {
      query = null;
    }
  }
  return resolveLocale({
    stored,
    cookie: cookieValue(headers?.get("cookie") ?? null, LOCALE_COOKIE),
    query: query ?? headers?.get("x-lang") ?? null,
    acceptLanguage: headers?.get("accept-language"),
  });
}
