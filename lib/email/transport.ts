import "server-only";
import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/db/client";
import { outboxMail, sentMail } from "@/db/schema";
import { baseURL, env } from "@/lib/env";
import { enqueue, enqueueSurely, track } from "@/lib/jobs/enqueue";
import { jobsIdle } from "@/lib/jobs/status";
import { currentReplyPromise, noteUnqueuedMail } from "./reply-promise";

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

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
 * Queues a mail as a job, delivered by a worker and retried with backoff while the mail server is down. Every
 * caller is a better-auth callback, called once better-auth has stored the token the mail carries (an invitation's
 * once its transaction has committed), and better-auth waits for it. Whether the reply waits for the job in turn
 * is the request's promise (lib/email/reply-promise.ts).
 */
export async function queueMail(mail: Mail): Promise<void> {
  const held = currentReplyPromise() === "held";
  // A held reply turns into 503 when the job cannot be stored; a timed one has already said the mail is on its way,
  // so its job is tried again while the database is away.
  const stored = track(held ? enqueue("mail", { mail }) : enqueueSurely("mail", { mail })).catch((error: unknown) => {
    noteUnqueuedMail();
    console.error(`[mail] could not queue a mail to ${mail.to}:`, error instanceof Error ? error.message : error);
    throw error;
  });
  if (held) await stored;
  else void stored.catch(() => undefined);
}

/**
 * The mail job: SMTP when SMTP_URL is set, otherwise the outbox table. Once per job either way: the outbox row
 * has the job's id, and an SMTP delivery leaves a mark by it (see sentMail). Logs name the recipient and subject,
 * never the link: it is a credential.
 */
export async function sendMail(jobId: string, mail: Mail): Promise<void> {
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
    console.info(`[mail] sent to=${mail.to} subject="${mail.subject}" job=${jobId}`);
    return;
  }
  const stored = await db
    .insert(outboxMail)
    .values({ id: jobId, ...mail, link: mail.link ?? null })
    .onConflictDoNothing()
    .returning({ id: outboxMail.id });
  if (stored.length) console.info(`[outbox] to=${mail.to} subject="${mail.subject}" job=${jobId}`);
}

/**
 * Resolves once every mail queued so far in this process has been delivered, or has failed an attempt and waits
 * for its retry: the moment to check that a request sent no mail, with no guessing how long a delivery takes.
 */
export function mailDrained(): Promise<void> {
  return jobsIdle(["mail"]);
}
