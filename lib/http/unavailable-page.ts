import type { NextRequest } from "next/server";
import { createTranslator } from "next-intl";
import { THEME_COOKIE, parseTheme, themeClassOf } from "@/lib/theme";
import { localeFromRequest } from "@/lib/i18n/from-request";
import { loadMessages } from "@/lib/i18n/messages";
import { RETRY_AFTER_SECONDS } from "./outage";
import { statusPageHtml } from "./status-page-html";

/**
 * What a page request gets while the database is away: 503 with Retry-After, and a page in the visitor's
 * language and theme that says nothing was lost and loads itself again once the wait is over. It is plain HTML
 * because every React layout of the app reads the session from the database.
 */
export async function unavailablePage(request: NextRequest): Promise<Response> {
  const locale = localeFromRequest(request);
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "errorPage" });
  const url = new URL(request.url);
  const html = statusPageHtml({
    lang: locale,
    themeClass: themeClassOf(parseTheme(request.cookies.get(THEME_COOKIE)?.value)),
    title: t("unavailableTitle"),
    sentences: [t("unavailableText"), t("unavailableRefresh")],
    links: [{ href: url.pathname + url.search, label: t("unavailableRetry"), primary: true }],
    refreshSeconds: RETRY_AFTER_SECONDS,
  });
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "retry-after": String(RETRY_AFTER_SECONDS), "cache-control": "no-store" },
  });
}
