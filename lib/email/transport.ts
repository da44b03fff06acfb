import "server-only";
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/db/client";
import { outboxMail } from "@/db/schema";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

let smtp: Transporter | undefined;

/** One way out for every mail: SMTP when SMTP_URL is set, otherwise the development outbox. */
export async function deliver(mail: Mail): Promise<void> {
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(env.SMTP_URL);
    await smtp.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    return;
  }
  await db.insert(outboxMail).values({ id: randomUUID(), ...mail, link: mail.link ?? null });
  console.info(`[outbox] to=${mail.to} subject="${mail.subject}"${mail.link ? ` link=${mail.link}` : ""}`);
}

/**
 * Sends without making the caller wait, so a reply never reveals whether an address exists by its
 * timing, and a failing mail server never turns a request into a 500.
 */
export function deliverInBackground(mail: Mail): void {
  const sending: Promise<void> = deliver(mail)
    .catch((error: unknown) => {
      console.error(`[mail] delivery to ${mail.to} failed:`, error instanceof Error ? error.message : error);
    })
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Background deliveries not yet done. */
const inFlight = new Set<Promise<void>>();

/**
 * Resolves once every mail handed to deliverInBackground so far has been delivered (or has failed): the
 * moment to check that a request sent no mail, with no guessing how long a delivery takes.
 */
export async function mailDrained(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
