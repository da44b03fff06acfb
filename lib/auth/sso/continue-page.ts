import "server-only";
import type { NextRequest } from "next/server";
import { createTranslator } from "next-intl";
import { escapeHtml, statusPageHtml } from "@/lib/http/status-page-html";
import { localeFromRequest } from "@/lib/i18n/from-request";
import { loadMessages } from "@/lib/i18n/messages";
import { parseTheme, THEME_COOKIE, themeClassOf } from "@/lib/theme";

/**
 * The answer to the sign-in page's single sign-on form (GET /sign-in/sso?email=): a page of ours that goes on to the
 * organization's provider by itself (a meta refresh, no script) with a link to it, carrying the sign-in's cookies.
 * Not a redirect: the redirects that answer a form submission are held to the page's `form-action 'self'`, which an
 * organization's provider is not part of, so the browser would refuse to follow one and the person would stay put.
 */
export async function continueToProvider(request: NextRequest, started: { url: string; cookies: string[] }): Promise<Response> {
  const locale = localeFromRequest(request);
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "signIn" });
  const html = statusPageHtml({
    lang: locale,
    themeClass: themeClassOf(parseTheme(request.cookies.get(THEME_COOKIE)?.value)),
    title: t("ssoContinuingTitle"),
    sentences: [t("ssoContinuingText")],
    links: [{ href: started.url, label: t("ssoContinue"), primary: true }],
  }).replace('<meta charset="utf-8">', `<meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${escapeHtml(started.url)}">`);
  const res = new Response(html, {
    status: 200,
    // The provider's address carries the sign-in's state; the form's address carries the person's e-mail.
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
  for (const cookie of started.cookies) res.headers.append("set-cookie", cookie);
  return res;
}
