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
