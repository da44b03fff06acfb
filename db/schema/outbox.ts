import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The development outbox: every mail sent while no SMTP server is configured. */
export const outboxMail = pgTable(
  "outbox_mail",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** The action link of the mail, logged to the console too. */
    link: text("link"),
    meta: jsonb("meta"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_mail_created_idx").on(t.createdAt)],
);

/**
 * Mails handed to the SMTP server, by the id of their job: a job that is run again (its worker died before
 * acknowledging it) finds its mark and sends nothing. The mail carries the job's id as its Message-ID too, so
 * the one crash window left (after the server took it, before the mark) repeats the same message, which
 * receiving servers recognise.
 */
export const sentMail = pgTable("sent_mail", {
  jobId: text("job_id").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
