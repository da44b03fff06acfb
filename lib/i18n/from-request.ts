import { LOCALE_COOKIE, localeOfCode, parseLocale, resolveLocale, type Locale } from "./locales";

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

function headersOf(request: Request | Headers | undefined): Headers | undefined {
  return request instanceof Request ? request.headers : request;
}

/** The language this browser last chose explicitly (the cookie), if it names one of ours. */
export function chosenLocale(request: Request | Headers | undefined): Locale | undefined {
  return parseLocale(cookieValue(headersOf(request)?.get("cookie") ?? null, LOCALE_COOKIE));
}

/**
 * The language of a raw request, for code that runs outside a page (auth hooks, mails to the person who asked
 * for them, API routes), in the same order as the screens: ?lang=, the cookie, the stored language,
 * Accept-Language.
 */
export function localeFromRequest(request: Request | Headers | undefined, stored?: number | null): Locale {
  const headers = headersOf(request);
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

/**
 * For a mail to someone other than the person whose request sends it (an invitation): the recipient's stored
 * language first; for an address without an account, the sender's language is the best guess.
 */
export function recipientLocale(stored: number | null | undefined, request: Request | Headers | undefined): Locale {
  return localeOfCode(stored) ?? localeFromRequest(request);
}
