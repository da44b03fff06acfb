import "server-only";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { Mail } from "./transport";
import { messageOr } from "@/lib/i18n/message-or";

export type MailKind = "verifyEmail" | "resetPassword" | "magicLink" | "changeEmail" | "deleteAccount" | "invitation";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Renders one mail in the recipient's language, with an HTML and a plain-text part.
 * Every mail has the same shape: a greeting, one paragraph, one action link, a note on expiry.
 */
export async function renderMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  link: string,
  values: Record<string, string> = {},
): Promise<Mail> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "email" });
  const vars: Record<string, string> = { ...values, email: to };
  // A role is shown by its name in the recipient's language.
  if (vars.role) vars.role = messageOr(t, `roles.${vars.role}`, vars.role);
  const subject = t(`${kind}.subject`, vars);
  const body = t(`${kind}.body`, vars);
  const action = t(`${kind}.action`, vars);
  const expiry = t(`${kind}.expiry`, vars);
  const ignore = t("ignore");
  const greeting = values.name ? t("greetingName", { name: values.name }) : t("greeting");

  const text = [greeting, "", body, "", `${action}: ${link}`, "", expiry, ignore].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escape(greeting)}</p>
<p>${escape(body)}</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escape(action)}</a></p>
<p style="font-size:13px;color:#555">${escape(expiry)}<br>${escape(ignore)}</p>
<p style="font-size:12px;color:#777;word-break:break-all">${escape(link)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}
