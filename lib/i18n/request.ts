import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getServerSession } from "@/lib/auth/session";
import { LOCALE_COOKIE, resolveLocale } from "./locales";
import { loadMessages } from "./messages";

/** The request's language: the user's stored choice, then the cookie, then ?lang=, then Accept-Language. */
export default getRequestConfig(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const cookie = c.get(LOCALE_COOKIE)?.value;
  // Only read the session when there is one: anonymous pages stay free of database work.
  const hasSession = c.getAll().some((k) => k.name.includes("session_token"));
  const session = hasSession ? await getServerSession().catch(() => null) : null;
  const locale = resolveLocale({
    stored: (session?.user as { locale?: number | null } | undefined)?.locale,
    cookie,
    query: h.get("x-lang"),
    acceptLanguage: h.get("accept-language"),
  });
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
