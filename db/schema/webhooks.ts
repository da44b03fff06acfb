import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organization } from "./organization";

/**
 * Outbound webhooks (lib/webhooks/): the endpoints sellers' developers register, the events our changes cause
 * (written by database triggers in the transaction of the change itself, migration 0018), one delivery per event
 * and endpoint, and every attempt of a delivery. Not the inbound Polar webhooks (polar_webhook_event).
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: text("id").primaryKey(),
    /** The organization whose events it receives; null: an operator's endpoint for the whole app. */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it wants (lib/webhooks/events.ts). */
    eventTypes: text("event_types").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it is off: "manual" (its owner) or "failing" (failed for five days). */
    disabledReason: text("disabled_reason"),
    /**
     * The `whsec_` secret deliveries are signed with, sealed (`sealed:v1:…`, lib/webhooks/secret-box.ts); a row
     * written before sealing holds it bare until the first sweep seals it.
     */
    secret: text("secret").notNull(),
    /** The secret before the last rotation, sealed likewise, which still signs (beside the new one) until the grace ends. */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: at("previous_secret_expires_at"),
    /** The first failed attempt since the last success: five days of failures disable the endpoint. */
    failingSince: at("failing_since"),
    /** A dispatcher holds the endpoint until then (one at a time per endpoint; a dead one's lease runs out). */
    leaseUntil: at("lease_until"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoint_organization_idx").on(t.organizationId, t.createdAt)],
);

export const webhookEvent = pgTable(
  "webhook_event",
  {
    /** `msg_…`: the webhook-id header, the same on every attempt, for receivers to deduplicate. */
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The organization it concerns (no foreign key: an organization.deleted event outlives it). */
    organizationId: text("organization_id"),
    /** The event's `data` (lib/webhooks/events.ts describes each type's). */
    data: jsonb("data").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_event_created_idx").on(t.createdAt)],
);

export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvent.id, { onDelete: "cascade" }),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: "cascade" }),
    /** "pending" (an attempt is due at nextAttemptAt), "delivered", "failed" (the schedule ran out), "canceled". */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    /** Why it was made: "event" (the change), "manual" (a redelivery), "test" (a test event). */
    trigger: text("trigger").notNull().default("event"),
    lastStatus: integer("last_status"),
    deliveredAt: at("delivered_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    // The dispatcher's question: this endpoint's deliveries due now, oldest first.
    index("webhook_delivery_due_idx")
      .on(t.endpointId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The delivery log, newest first by keyset (created_at, id).
    index("webhook_delivery_endpoint_created_idx").on(t.endpointId, t.createdAt, t.id),
    index("webhook_delivery_event_idx").on(t.eventId),
  ],
);

export const webhookAttempt = pgTable(
  "webhook_attempt",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    url: text("url").notNull(),
    requestBody: text("request_body").notNull(),
    /** null: no answer (refused address, connection error, timeout: see error). */
    responseStatus: integer("response_status"),
    /** The first 4 KB of the answer's body. */
    responseBody: text("response_body"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_attempt_delivery_idx").on(t.deliveryId, t.attempt)],
);
