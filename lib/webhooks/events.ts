import { z } from "zod";
import { TEST_EVENT_TYPE, type EventType } from "./event-types";

/**
 * The body of every delivery, by event type: `{ id, type, timestamp, data }`. `id` is also the `webhook-id` header
 * (the same on every attempt and redelivery: receivers deduplicate on it); `timestamp` is when the change
 * committed's transaction wrote it. These schemas describe what the database triggers write (migration
 * 0018_webhooks) and are published as JSON schemas with the REST API's document.
 */
const timestamp = z.iso.datetime().describe("ISO 8601, UTC");
const id = z.string().min(1);

const user = z.object({
  id,
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  locale: z.number().int().nullable().describe("The preferred language's numeric code (en = 3, ru = 0, …)"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const deletedUser = z.object({ id, email: z.string(), name: z.string(), deletedAt: timestamp });
const session = z.object({
  id,
  userId: id,
  expiresAt: timestamp,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  impersonatedBy: z.string().nullable().describe("The operator who opened it as this user, if one did"),
  createdAt: timestamp,
});
const revokedSession = z.object({ id, userId: id, revokedAt: timestamp });
const organization = z.object({ id, name: z.string(), slug: z.string(), logo: z.string().nullable(), createdAt: timestamp });
const deletedOrganization = z.object({ id, name: z.string(), slug: z.string(), deletedAt: timestamp });
const member = z.object({
  id,
  organizationId: id,
  userId: id,
  role: z.string().describe("Comma-separated roles: owner, admin, member"),
  createdAt: timestamp,
});
const invitation = z.object({
  id,
  organizationId: id,
  email: z.string(),
  role: z.string().nullable(),
  status: z.enum(["pending", "accepted", "rejected", "canceled"]),
  teamId: z.string().nullable(),
  inviterId: id,
  expiresAt: timestamp,
  createdAt: timestamp,
});
const team = z.object({ id, organizationId: id, name: z.string(), createdAt: timestamp });
const subscription = z.object({
  id: id.describe("Polar's subscription id"),
  organizationId: z.string().nullable().describe("The organization it was bought for, if any"),
  userId: z.string().nullable().describe("The user it was bought by, when the customer is a person"),
  customerId: id,
  productId: id,
  status: z.string().describe("Polar's status: incomplete, trialing, active, past_due, canceled, unpaid, …"),
  amount: z.number().int().describe("In cents"),
  currency: z.string(),
  recurringInterval: z.string(),
  currentPeriodStart: timestamp,
  currentPeriodEnd: timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  endedAt: timestamp.nullable(),
  createdAt: timestamp,
  modifiedAt: timestamp,
});

export const EVENT_DATA = {
  "user.created": user,
  "user.updated": user.extend({ changed: z.array(z.enum(["email", "name", "emailVerified", "image", "locale"])) }),
  "user.deleted": deletedUser,
  "session.created": session,
  "session.revoked": revokedSession,
  "organization.created": organization,
  "organization.updated": organization,
  "organization.deleted": deletedOrganization,
  "member.added": member,
  "member.removed": member,
  "member.role_changed": member.extend({ previousRole: z.string() }),
  "invitation.created": invitation,
  "invitation.accepted": invitation,
  "invitation.rejected": invitation,
  "invitation.canceled": invitation,
  "team.created": team,
  "team.deleted": team,
  "subscription.created": subscription,
  "subscription.updated": subscription,
  "subscription.canceled": subscription,
} satisfies Record<EventType, z.ZodType>;

export const testEventData = z.object({ endpointId: id, message: z.string() });

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    id: z.string().startsWith("msg_").describe("The event's id, also sent as the webhook-id header"),
    type: z.literal(type),
    timestamp,
    data,
  });

type EnvelopeSchema = ReturnType<typeof envelope<string, z.ZodType>>;

/** One schema per event type, for the whole body a receiver gets. */
export const EVENT_SCHEMAS = Object.fromEntries(
  Object.entries(EVENT_DATA).map(([type, data]) => [type, envelope(type, data)]),
) as unknown as Record<EventType, EnvelopeSchema>;

export const TEST_EVENT_SCHEMA = envelope(TEST_EVENT_TYPE, testEventData);

/** Any delivery's body: the union of every type's, told apart by `type`. */
export const webhookPayload = z.discriminatedUnion("type", [TEST_EVENT_SCHEMA as EnvelopeSchema, ...Object.values(EVENT_SCHEMAS)]);

/** The body sent for a stored event: its JSON text is what is signed. */
export function eventBody(event: { id: string; type: string; createdAt: Date; data: unknown }): string {
  return JSON.stringify({ id: event.id, type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
}
