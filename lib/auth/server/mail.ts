import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { user as userTable } from "@/db/schema";
import { renderMail, type MailKind } from "@/lib/email/templates";
import { queueMail } from "@/lib/email/transport";
import { localeFromRequest, recipientLocale } from "@/lib/i18n/from-request";

/** Whom an auth mail goes to: the address, and the name and stored language it is written with. */
export type Recipient = { email: string; name?: string | null; locale?: number | null };

/** Renders an auth mail in the recipient's language and queues it for delivery; resolves once the job is stored. */
export async function sendAuthMail(
  kind: MailKind,
  to: Recipient,
  link: string,
  request?: Request | Headers,
  values: Record<string, string> = {},
): Promise<void> {
  // An invitation goes to someone else than the person whose request sends it: the recipient's language first.
  const locale = kind === "invitation" ? recipientLocale(to.locale, request) : localeFromRequest(request, to.locale);
  const mail = await renderMail(kind, locale, to.email, link, to.name ? { ...values, name: to.name } : values);
  await queueMail(mail);
}

/** For mails addressed by e-mail only (magic link): the stored language of that address, if any. */
export async function recipientByEmail(email: string): Promise<Recipient> {
  const [row] = await db
    .select({ email: userTable.email, name: userTable.name, locale: userTable.locale })
    .from(userTable)
    .where(eq(userTable.email, email.toLowerCase()))
    .limit(1);
  // An address without an account yet is written the way its account will store it: lower-cased.
  return row ?? { email: email.toLowerCase() };
}
