import { createTranslator } from "next-intl";
import { localeFromRequest } from "@/lib/i18n/from-request";
import { messageOr } from "@/lib/i18n/message-or";
import { loadMessages } from "@/lib/i18n/messages";
import { THEME_COOKIE, parseTheme, themeClassOf } from "@/lib/theme";
import { escapeHtml, statusPageHtml } from "@/lib/http/status-page-html";
import { withRequestLog } from "@/lib/log/request";

/**
 * The auth server's error page (it replaces better-auth's English one): what went wrong in a sentence in the
 * visitor's language, the error code for support, and the ways back (sign in again, the app).
 */
export const GET = withRequestLog("/api/auth/error", async (request: Request) => {
  const locale = localeFromRequest(request);
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages });
  const raw = new URL(request.url).searchParams.get("error") ?? "unknown";
  const code = raw.replace(/[^\w.-]/g, "").slice(0, 64) || "unknown";
  const sentence = messageOr(t, `errors.${code}`, t("errors.generic"));
  const theme = parseTheme(request.headers.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`))?.[1]);
  const html = statusPageHtml({
    lang: locale,
    themeClass: themeClassOf(theme),
    title: t("errorPage.authTitle"),
    sentences: [sentence],
    smallHtml: escapeHtml(t("errorPage.code", { code: "\u0000" })).replace("\u0000", `<code>${escapeHtml(code)}</code>`),
    links: [
      { href: "/sign-in", label: t("errorPage.signInAgain"), primary: true },
      { href: "/", label: t("errorPage.back") },
    ],
  });
  return new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
});
