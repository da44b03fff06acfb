import "server-only";
import { createTranslator } from "next-intl";
import { baseURL } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { messageOr } from "@/lib/i18n/message-or";
import type { Mail } from "./mail";
import { mailLayout } from "./layout";

export type MailKind =
  | "verifyEmail"
  | "resetPassword"
  | "magicLink"
  | "changeEmail"
  | "deleteAccount"
  | "invitation"
  | "signInAttempts"
  | "twoFactorCode"
  | "twoFactorLocked"
  | "twoFactorEnabled"
  | "twoFactorDisabled"
  | "passkeyAdded"
  | "secondFactorsReset"
  | "identityCode"
  | "webhookDisabled"
  | "passwordChanged"
  | "emailChanged"
  | "emailChangedByOperator";

/**
 * The mails someone asks for, by requesting a link or being invited: they end with "If you did not ask for this, you
 * can ignore this e-mail". Every other mail tells of something that happened to the account (or asks for a code
 * only its owner should be asked for), and says itself what to do if it was not them: ignoring it is not the advice.
 */
const ASKED_FOR: ReadonlySet<MailKind> = new Set([
  "verifyEmail",
  "resetPassword",
  "magicLink",
  "changeEmail",
  "deleteAccount",
  "invitation",
]);

/**
 * Renders one mail in the recipient's language, with an HTML and a plain-text part, in one layout: the logo,
 * the subject as a heading, a greeting, one paragraph, one button, a note on expiry, the link spelled out for
 * clients that do not show buttons, and why the recipient got it. The action link is the first address of
 * the plain-text part (people and tests find it there).
 */
export async function renderMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  link: string,
  values: Record<string, string> = {},
): Promise<Mail> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "email" });
  const appName = createTranslator({ locale, messages, namespace: "common" })("appName");
  const vars: Record<string, string> = { ...values, email: to };
  // A role is shown by its name in the recipient's language.
  if (vars.role) vars.role = messageOr(t, `roles.${vars.role}`, vars.role);
  const parts = {
    appName,
    subject: t(`${kind}.subject`, vars),
    greeting: values.name ? t("greetingName", { name: values.name }) : t("greeting"),
    body: t(`${kind}.body`, vars),
    action: t(`${kind}.action`, vars),
    expiry: t(`${kind}.expiry`, vars),
    fallback: t("buttonFallback"),
    ignore: ASKED_FOR.has(kind) ? t("ignore") : undefined,
    footer: t("footer", { app: appName }),
  };

  const text = [
    parts.greeting,
    "",
    parts.body,
    "",
    `${parts.action}:`,
    link,
    "",
    parts.expiry,
    "",
    ...(parts.ignore ? [parts.ignore, ""] : []),
    `— ${parts.footer}`,
  ].join("\n");
  const html = mailLayout({ locale, link, logoUrl: `${baseURL}/apple-icon.png`, ...parts });
  return { to, subject: parts.subject, text, html, link };
}
