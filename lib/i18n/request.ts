import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getServerSession } from "@/lib/auth/server/session";
import { LOCALE_COOKIE, parseLocale, resolveLocale } from "./locales";
import { loadMessages } from "./messages";

/**
 * The request's language, in resolveLocale's order: ?lang= (passed on by proxy.ts as x-lang), the cookie, the
 * signed-in user's stored language, Accept-Language. Server components and the client components under
 * NextIntlClientProvider both take it from here, so one page never mixes two languages.
 */
export default getRequestConfig(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const cookie = c.get(LOCALE_COOKIE)?.value;
  const query = h.get("x-lang");
  // The stored language only matters on a browser that has made no choice, and only with a session:
  // other pages stay free of database work.
  const chosen = parseLocale(query) ?? parseLocale(cookie);
  const hasSession = !chosen && c.getAll().some((k) => k.name.includes("session_token"));
  const session = hasSession ? await getServerSession().catch(() => null) : null;
  const locale = resolveLocale({
    stored: (session?.user as { locale?: number | null } | undefined)?.locale,
    cookie,
    query,
    acceptLanguage: h.get("accept-language"),
  });
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
