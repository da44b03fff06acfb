import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * better-auth's two-factor plugin table: the authenticator app's secret and the backup codes, both stored
 * encrypted with the auth secret by the plugin; the failed-attempt count and lock of its account lockout.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** False while an authenticator app is being set up and no code from it has been given yet. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  // One record a person: the plugin reads it by user id alone, and two set-ups at once must not leave two.
  (t) => [uniqueIndex("two_factor_user_id_key").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/**
 * Authenticator-app codes already taken, per user: a code is good once, even within its window (the plugin
 * alone would take the same code again until its window ends). A code is claimed when it is tried and released
 * when the attempt fails; a claim older than the window no longer counts, and is reused.
 */
export const usedTotpCode = pgTable(
  "used_totp_code",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);
