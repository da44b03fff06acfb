import "server-only";
import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/db/client";
import { outboxMail, sentMail } from "@/db/schema";
import { baseURL, env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { inSpan } from "@/lib/telemetry/span";
import type { Mail } from "./mail";

let smtp: Transporter | undefined;

/**
 * A production server without SMTP_URL would keep every mail, links included, in a table nobody reads: it starts
 * only when MAIL_OUTBOX=accept says that is meant.
 */
export function mailTransportProblem(): string | null {
  if (env.SMTP_URL || env.MAIL_OUTBOX === "accept") return null;
  return "SMTP_URL: required in production (or set MAIL_OUTBOX=accept to keep mail in the outbox table)";
}

/** An SMTP server that does not answer fails the attempt (and the job is retried) instead of holding the worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The mail job: SMTP when SMTP_URL is set, otherwise the outbox table. Once per job either way: the outbox row
 * has the job's id, and an SMTP delivery leaves a mark by it (see sentMail). Logs name the recipient and subject,
 * never the link: it is a credential. Apart from the queueing side (./transport.ts), which the job's worker must
 * not import: queueing starts the workers.
 */
export function sendMail(jobId: string, mail: Mail): Promise<void> {
  // A span (lib/telemetry/) naming the way out, never the address or the link.
  return inSpan("mail.send", { "mail.transport": env.SMTP_URL ? "smtp" : "outbox", "mail.job_id": jobId }, () => deliver(jobId, mail));
}

async function deliver(jobId: string, mail: Mail): Promise<void> {
  if (env.SMTP_URL) {
    const [sent] = await db.select({ jobId: sentMail.jobId }).from(sentMail).where(eq(sentMail.jobId, jobId));
    if (sent) return;
    smtp ??= nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS } as Parameters<typeof nodemailer.createTransport>[0]);
    await smtp.sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${jobId}@${new URL(baseURL).hostname}>`,
    });
    await db.insert(sentMail).values({ jobId }).onConflictDoNothing();
    log.info({ to: mail.to, subject: mail.subject }, "mail: sent");
    return;
  }
  const stored = await db
    .insert(outboxMail)
    .values({ id: jobId, ...mail, link: mail.link ?? null })
    .onConflictDoNothing()
    .returning({ id: outboxMail.id });
  if (stored.length) console.info(`[outbox] to=${mail.to} subject="${mail.subject}" job=${jobId}`);
}
