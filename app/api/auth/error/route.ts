import { createTranslator } from "next-intl";
import { localeFromRequest } from "@/lib/i18n/from-request";
import { messageOr } from "@/lib/i18n/message-or";
import { loadMessages } from "@/lib/i18n/messages";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The auth server's error page (it replaces better-auth's English one): the error code, a sentence in the
 * visitor's language and a link back to the app root.
 */
export async function GET(request: Request) {
  const locale = localeFromRequest(request);
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages });
  const raw = new URL(request.url).searchParams.get("error") ?? "unknown";
  const code = raw.replace(/[^\w.-]/g, "").slice(0, 64) || "unknown";
  const sentence = messageOr(t, `errors.${code}`, t("errors.generic"));
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t("errorPage.title"))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
code{background:#8882;padding:.1rem .3rem;border-radius:.25rem}a{color:#2563eb}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}a{color:#60a5fa}}</style></head>
<body><main><h1>${escape(t("errorPage.title"))}</h1>
<p>${escape(sentence)}</p>
<p>${escape(t("errorPage.code", { code }))}</p>
<p><a href="/">${escape(t("errorPage.back"))}</a></p></main></body></html>`;
  return new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
}
