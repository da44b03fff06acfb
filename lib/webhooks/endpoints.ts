import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookAttempt, webhookDelivery, webhookEndpoint, webhookEvent } from "@/db/schema";
import { decodeCursor, keysetPage } from "@/lib/keyset";
import { checkAddress } from "./address";
import { cancelPendingDeliveries } from "./cancel-pending";
import { endpointsChanged } from "./auth-plugin";
import { now } from "./clock";
import { eventBody } from "./events";
import { eventTypesFor, TEST_EVENT_TYPE, type EventType } from "./event-types";
import {
  ENDPOINTS_MAX,
  endpointChanges,
  endpointFields,
  type DeliveryStatus,
  type DeliveryView,
  type EndpointRefusal,
  type EndpointView,
} from "./model";
import { isSealed, sealSecret } from "./secret-box";
import { newSecret, ROTATION_GRACE_MS } from "./signing";
import { wakeWebhooks } from "./wake";
import type { z } from "zod";

/**
 * The endpoints' data layer, for the screens' actions and the REST API alike: every function takes the owner
 * the caller was found to manage (./access.ts), and never reaches another owner's endpoint (NOT_FOUND).
 */
export type EndpointOwner = { kind: "app" } | { kind: "organization"; organizationId: string };

type Row = typeof webhookEndpoint.$inferSelect;
type Refused = { ok: false; code: EndpointRefusal };

const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll("-", "")}`;

const ownedBy = (owner: EndpointOwner) =>
  owner.kind === "app" ? isNull(webhookEndpoint.organizationId) : eq(webhookEndpoint.organizationId, owner.organizationId);

const scopeOf = (owner: EndpointOwner) => (owner.kind === "app" ? "app" : "organization");

export function endpointView(row: Row): EndpointView {
  return {
    id: row.id,
    organizationId: row.organizationId,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as EventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason as EndpointView["disabledReason"],
    previousSecretExpiresAt:
      row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function checkedFields(owner: EndpointOwner, url: string | undefined, types: EventType[] | undefined): Promise<Refused | undefined> {
  if (types) {
    const allowed = new Set(eventTypesFor(scopeOf(owner)));
    if (types.some((type) => !allowed.has(type))) return { ok: false, code: "EVENT_TYPE_NOT_ALLOWED" };
  }
  if (url !== undefined) {
    const address = await checkAddress(url);
    if (!address.ok) return { ok: false, code: address.code };
  }
  return undefined;
}

export async function listEndpoints(owner: EndpointOwner): Promise<EndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoint)
    .where(ownedBy(owner))
    .orderBy(desc(webhookEndpoint.createdAt), desc(webhookEndpoint.id));
  return rows.map(endpointView);
}

async function ownedRow(owner: EndpointOwner, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, id), ownedBy(owner)));
  return row;
}

export async function getEndpoint(owner: EndpointOwner, id: string): Promise<EndpointView | undefined> {
  const row = await ownedRow(owner, id);
  return row && endpointView(row);
}

/** A new endpoint and its secret, which is shown this once (and stored sealed, ./secret-box.ts). */
export async function createEndpoint(
  owner: EndpointOwner,
  input: z.input<typeof endpointFields>,
  createdBy: string | null,
): Promise<{ ok: true; endpoint: EndpointView; secret: string } | Refused> {
  const fields = endpointFields.parse(input);
  const refused = await checkedFields(owner, fields.url, fields.eventTypes);
  if (refused) return refused;
  const [{ total }] = await db.select({ total: count() }).from(webhookEndpoint).where(ownedBy(owner));
  if (total >= ENDPOINTS_MAX) return { ok: false, code: "TOO_MANY_ENDPOINTS" };
  const secret = newSecret();
  const sealed = await sealSecret(secret);
  const at = new Date();
  const [row] = await db
    .insert(webhookEndpoint)
    .values({
      id: newId("ep"),
      organizationId: owner.kind === "organization" ? owner.organizationId : null,
      url: fields.url,
      description: fields.description,
      eventTypes: fields.eventTypes,
      secret: sealed,
      createdBy,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  endpointsChanged();
  return { ok: true, endpoint: endpointView(row), secret };
}

/**
 * Changes an endpoint's address, description or event types, or turns it on or off. Off, its pending deliveries
 * are canceled (they are not sent later); on again, its failure streak starts over.
 */
export async function updateEndpoint(
  owner: EndpointOwner,
  id: string,
  input: z.input<typeof endpointChanges>,
): Promise<{ ok: true; endpoint: EndpointView } | Refused> {
  const changes = endpointChanges.parse(input);
  const current = await ownedRow(owner, id);
  if (!current) return { ok: false, code: "NOT_FOUND" };
  const refused = await checkedFields(owner, changes.url !== current.url ? changes.url : undefined, changes.eventTypes);
  if (refused) return refused;
  const toggled = changes.enabled !== undefined && changes.enabled !== current.enabled;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookEndpoint)
      .set({
        ...(changes.url !== undefined ? { url: changes.url } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.eventTypes !== undefined ? { eventTypes: changes.eventTypes } : {}),
        ...(toggled ? { enabled: changes.enabled, disabledReason: changes.enabled ? null : "manual", failingSince: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoint.id, id))
      .returning();
    if (toggled && !changes.enabled) await cancelPendingDeliveries(tx, id);
    return updated;
  });
  if (toggled) endpointsChanged();
  return { ok: true, endpoint: endpointView(row) };
}

/**
 * A new secret, shown this once; the old one goes on signing beside it for ROTATION_GRACE_MS, so the receiver
 * can switch without losing a delivery. Rotating again within the grace ends the older secret at once.
 */
export async function rotateSecret(
  owner: EndpointOwner,
  id: string,
): Promise<{ ok: true; secret: string; endpoint: EndpointView } | Refused> {
  const current = await ownedRow(owner, id);
  if (!current) return { ok: false, code: "NOT_FOUND" };
  const secret = newSecret();
  const [row] = await db
    .update(webhookEndpoint)
    .set({
      secret: await sealSecret(secret),
      previousSecret: isSealed(current.secret) ? current.secret : await sealSecret(current.secret),
      previousSecretExpiresAt: new Date(now().getTime() + ROTATION_GRACE_MS),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoint.id, id))
    .returning();
  return { ok: true, secret, endpoint: endpointView(row) };
}

export async function deleteEndpoint(owner: EndpointOwner, id: string): Promise<{ ok: true } | Refused> {
  const deleted = await db
    .delete(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, id), ownedBy(owner)))
    .returning({ id: webhookEndpoint.id });
  endpointsChanged();
  return deleted.length ? { ok: true } : { ok: false, code: "NOT_FOUND" };
}

export const DELIVERIES_PAGE = 20;

/** An endpoint's delivery log, newest first, each delivery with its attempts. */
export async function listDeliveries(
  owner: EndpointOwner,
  endpointId: string,
  cursor?: string | null,
  size = DELIVERIES_PAGE,
): Promise<{ ok: true; deliveries: DeliveryView[]; next: string | null } | Refused> {
  if (!(await ownedRow(owner, endpointId))) return { ok: false, code: "NOT_FOUND" };
  const page = await keysetPage(
    { time: webhookDelivery.createdAt, id: webhookDelivery.id, order: "desc", after: decodeCursor(cursor), size },
    (keyset) =>
      db
        .select({ delivery: webhookDelivery, event: webhookEvent, ...keyset.cursor })
        .from(webhookDelivery)
        .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
        .where(and(eq(webhookDelivery.endpointId, endpointId), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
  const ids = page.rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await db.select().from(webhookAttempt).where(inArray(webhookAttempt.deliveryId, ids)).orderBy(webhookAttempt.attempt)
    : [];
  const deliveries = page.rows.map(({ delivery, event }): DeliveryView => ({
    id: delivery.id,
    eventId: event.id,
    eventType: event.type,
    status: delivery.status as DeliveryStatus,
    trigger: delivery.trigger as DeliveryView["trigger"],
    attempts: delivery.attempts,
    lastStatus: delivery.lastStatus,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    requestBody: eventBody(event),
    attemptLog: attempts
      .filter((a) => a.deliveryId === delivery.id)
      .map((a) => ({
        attempt: a.attempt,
        responseStatus: a.responseStatus,
        responseBody: a.responseBody,
        error: a.error,
        durationMs: a.durationMs,
        createdAt: a.createdAt.toISOString(),
      })),
  }));
  return { ok: true, deliveries, next: page.next };
}

/** Sends a delivered, failed or canceled event again, as a new delivery with its own schedule (same event id). */
export async function redeliver(
  owner: EndpointOwner,
  endpointId: string,
  deliveryId: string,
): Promise<{ ok: true; deliveryId: string } | Refused> {
  const endpoint = await ownedRow(owner, endpointId);
  if (!endpoint) return { ok: false, code: "NOT_FOUND" };
  if (!endpoint.enabled) return { ok: false, code: "ENDPOINT_DISABLED" };
  const [delivery] = await db
    .select({ eventId: webhookDelivery.eventId })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.endpointId, endpointId)));
  if (!delivery) return { ok: false, code: "NOT_FOUND" };
  const id = newId("whd");
  await db
    .insert(webhookDelivery)
    .values({ id, eventId: delivery.eventId, endpointId, trigger: "manual", nextAttemptAt: now(), createdAt: new Date() });
  await wakeWebhooks();
  return { ok: true, deliveryId: id };
}

/** A `webhook.test` event for this endpoint alone, sent at once. */
export async function sendTestEvent(
  owner: EndpointOwner,
  endpointId: string,
): Promise<{ ok: true; eventId: string; deliveryId: string } | Refused> {
  const endpoint = await ownedRow(owner, endpointId);
  if (!endpoint) return { ok: false, code: "NOT_FOUND" };
  if (!endpoint.enabled) return { ok: false, code: "ENDPOINT_DISABLED" };
  const eventId = newId("msg");
  const deliveryId = newId("whd");
  const at = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(webhookEvent).values({
      id: eventId,
      type: TEST_EVENT_TYPE,
      organizationId: endpoint.organizationId,
      data: { endpointId, message: "A test event sent from the endpoint's page." },
      createdAt: at,
    });
    await tx.insert(webhookDelivery).values({ id: deliveryId, eventId, endpointId, trigger: "test", nextAttemptAt: now(), createdAt: at });
  });
  await wakeWebhooks();
  return { ok: true, eventId, deliveryId };
}
