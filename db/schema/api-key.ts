import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * better-auth's api-key plugin table (@better-auth/api-key 1.7.5). `reference_id` is a user's id for a personal key
 * and an organization's for an organization key (`config_id` says which), so it has no foreign key; only the hash
 * of a key is stored (`key`), and `start` its first characters for lists.
 */
export const apikey = pgTable(
  "apikey",
  {
    id: text("id").primaryKey(),
    configId: text("config_id").notNull().default("default"),
    name: text("name"),
    start: text("start"),
    referenceId: text("reference_id").notNull(),
    prefix: text("prefix"),
    key: text("key").notNull(),
    refillInterval: integer("refill_interval"),
    refillAmount: integer("refill_amount"),
    lastRefillAt: timestamp("last_refill_at", { withTimezone: true }),
    enabled: boolean("enabled").default(true),
    rateLimitEnabled: boolean("rate_limit_enabled").default(true),
    rateLimitTimeWindow: integer("rate_limit_time_window"),
    rateLimitMax: integer("rate_limit_max"),
    requestCount: integer("request_count").default(0),
    remaining: integer("remaining"),
    /** When the key was last used: the app's "last used". */
    lastRequest: timestamp("last_request", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** JSON text: resource → actions (lib/api/scopes.ts). */
    permissions: text("permissions"),
    /** JSON text; organization keys: their creator and the creator's role then. */
    metadata: text("metadata"),
  },
  (t) => [
    index("apikey_key_idx").on(t.key),
    index("apikey_reference_idx").on(t.referenceId, t.createdAt),
    index("apikey_config_id_idx").on(t.configId),
  ],
);
