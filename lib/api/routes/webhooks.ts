import "server-only";
import * as z from "zod";
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  type EndpointOwner,
} from "@/lib/webhooks/endpoints";
import { eventTypesFor } from "@/lib/webhooks/event-types";
import { EVENT_SCHEMAS, TEST_EVENT_SCHEMA } from "@/lib/webhooks/events";
import { DESCRIPTION_MAX, URL_MAX, type EndpointRefusal } from "@/lib/webhooks/model";
import type { Grant } from "../access";
import { ApiError } from "../errors";
import { pageOf, pageQuery } from "../pagination";
import { idParam, organizationParams } from "../params";
import { defineRoute } from "../route";

/**
 * An organization's outbound webhook endpoints (lib/webhooks/), as its owners and admins manage them on the
 * organization's webhooks page: the `webhooks` scope. The app's own endpoints (operators') are the console's only.
 */
const eventType = z.enum(eventTypesFor("organization") as [string, ...string[]]).meta({ id: "WebhookEventType" });

const endpointView = z
  .object({
    id: z.string(),
    organizationId: z.string().nullable(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z
      .enum(["manual", "failing"])
      .nullable()
      .meta({ description: "manual: turned off; failing: every attempt failed for 5 days" }),
    previousSecretExpiresAt: z.string().nullable().meta({ description: "After a rotation, the old secret also signs until then" }),
    failingSince: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "WebhookEndpoint" });

const withSecret = z
  .object({ endpoint: endpointView, secret: z.string().meta({ description: "The whsec_ signing secret, shown this once" }) })
  .meta({ id: "WebhookEndpointWithSecret" });

const attemptView = z.object({
  attempt: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable().meta({ description: "The first 4 KB of the answer" }),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});

const deliveryView = z
  .object({
    id: z.string(),
    eventId: z.string().meta({ description: "Also the webhook-id header" }),
    eventType: z.string(),
    status: z.enum(["pending", "delivered", "failed", "canceled"]),
    trigger: z.enum(["event", "manual", "test"]),
    attempts: z.number().int(),
    lastStatus: z.number().int().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    requestBody: z.string().meta({ description: "The signed JSON body" }),
    attemptLog: z.array(attemptView),
  })
  .meta({ id: "WebhookDelivery" });

const endpointInput = z
  .object({
    url: z.string().trim().min(1).max(URL_MAX).meta({ description: "https:// on the public internet" }),
    description: z.string().trim().max(DESCRIPTION_MAX).optional(),
    eventTypes: z.array(eventType).min(1),
  })
  .meta({ id: "WebhookEndpointInput" });

const endpointChanges = z
  .object({
    url: z.string().trim().min(1).max(URL_MAX).optional(),
    description: z.string().trim().max(DESCRIPTION_MAX).optional(),
    eventTypes: z.array(eventType).min(1).optional(),
    enabled: z.boolean().optional(),
  })
  .meta({ id: "WebhookEndpointChanges" });

const endpointParams = organizationParams.extend({ endpointId: idParam("The endpoint's id") });
const deliveryParams = endpointParams.extend({ deliveryId: idParam("The delivery's id") });

const ownerOf = (grant: Grant): EndpointOwner => ({ kind: "organization", organizationId: grant.organization.id });

const REFUSALS: Record<EndpointRefusal, [number, string]> = {
  NOT_FOUND: [404, "Webhook endpoint or delivery not found"],
  ENDPOINT_DISABLED: [409, "The endpoint is disabled"],
  TOO_MANY_ENDPOINTS: [409, "The organization already has 20 endpoints"],
  EVENT_TYPE_NOT_ALLOWED: [400, "An organization's endpoint receives the organization's events only"],
  INVALID_URL: [400, "Not an http(s) URL"],
  HTTPS_REQUIRED: [400, "The URL must be https"],
  CREDENTIALS_IN_URL: [400, "The URL must not hold a user name or password"],
  UNRESOLVABLE_HOST: [400, "The URL's host name does not resolve"],
  PRIVATE_ADDRESS: [400, "The URL resolves to a private, loopback, link-local or metadata address"],
};

function answer<T>(result: ({ ok: true } & T) | { ok: false; code: EndpointRefusal }): T {
  if (result.ok) return result;
  const [status, message] = REFUSALS[result.code];
  throw new ApiError(status, result.code === "NOT_FOUND" ? "WEBHOOK_NOT_FOUND" : result.code, message);
}

const tags = ["Webhooks"];

export const webhookRoutes = [
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/webhooks/endpoints",
    operationId: "listWebhookEndpoints",
    summary: "List webhook endpoints",
    description: "Newest first. Secrets are never listed.",
    tags,
    scope: ["webhooks", "read"],
    params: organizationParams,
    success: { status: 200, description: "The organization's endpoints", schema: z.object({ data: z.array(endpointView) }) },
    handler: async ({ grant }) => ({ data: await listEndpoints(ownerOf(grant)) }),
  }),
  defineRoute({
    method: "post",
    path: "/organizations/{organizationId}/webhooks/endpoints",
    operationId: "createWebhookEndpoint",
    summary: "Add a webhook endpoint",
    description: "The reply holds the signing secret, shown this once. The URL is refused if it resolves to an internal address.",
    tags,
    scope: ["webhooks", "write"],
    params: organizationParams,
    body: endpointInput,
    success: { status: 201, description: "The endpoint and its secret", schema: withSecret },
    errors: [409],
    handler: async ({ grant, body }) => {
      const actor = await grant.actor();
      const made = answer(await createEndpoint(ownerOf(grant), { ...body, eventTypes: body.eventTypes as never }, actor.userId ?? null));
      return { endpoint: made.endpoint, secret: made.secret };
    },
  }),
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/webhooks/endpoints/{endpointId}",
    operationId: "getWebhookEndpoint",
    summary: "Get a webhook endpoint",
    tags,
    scope: ["webhooks", "read"],
    params: endpointParams,
    success: { status: 200, description: "The endpoint", schema: endpointView },
    handler: async ({ grant, params }) => {
      const found = await getEndpoint(ownerOf(grant), params.endpointId);
      if (!found) throw new ApiError(404, "WEBHOOK_NOT_FOUND", REFUSALS.NOT_FOUND[1]);
      return found;
    },
  }),
  defineRoute({
    method: "patch",
    path: "/organizations/{organizationId}/webhooks/endpoints/{endpointId}",
    operationId: "updateWebhookEndpoint",
    summary: "Change a webhook endpoint",
    description: "Its URL, description, event types, or whether it is enabled (disabling cancels its pending deliveries).",
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    body: endpointChanges,
    success: { status: 200, description: "The endpoint", schema: endpointView },
    handler: async ({ grant, params, body }) =>
      answer(await updateEndpoint(ownerOf(grant), params.endpointId, { ...body, eventTypes: body.eventTypes as never })).endpoint,
  }),
  defineRoute({
    method: "delete",
    path: "/organizations/{organizationId}/webhooks/endpoints/{endpointId}",
    operationId: "deleteWebhookEndpoint",
    summary: "Delete a webhook endpoint",
    description: "With its delivery log.",
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    success: { status: 204, description: "Deleted" },
    handler: async ({ grant, params }) => {
      answer(await deleteEndpoint(ownerOf(grant), params.endpointId));
      return undefined;
    },
  }),
  defineRoute({
    method: "post",
    path: "/organizations/{organizationId}/webhooks/endpoints/{endpointId}/rotate-secret",
    operationId: "rotateWebhookSecret",
    summary: "Rotate an endpoint's signing secret",
    description: "The new secret is in the reply, shown this once; the old one goes on signing beside it for 24 hours.",
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    success: { status: 200, description: "The endpoint and its new secret", schema: withSecret },
    handler: async ({ grant, params }) => {
      const rotated = answer(await rotateSecret(ownerOf(grant), params.endpointId));
      return { endpoint: rotated.endpoint, secret: rotated.secret };
    },
  }),
  defineRoute({
    method: "post",
    path: "/organizations/{organizationId}/webhooks/endpoints/{endpointId}/test",
    operationId: "sendWebhookTestEvent",
    summary: "Send a test event",
    description: "A webhook.test event to this endpoint alone, delivered at once like any other.",
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    success: {
      status: 201,
      description: "The event and its delivery",
      schema: z.object({ eventId: z.string(), deliveryId: z.string() }).meta({ id: "WebhookTestSent" }),
    },
    errors: [409],
    handler: async ({ grant, params }) => {
      const sent = answer(await sendTestEvent(ownerOf(grant), params.endpointId));
      return { eventId: sent.eventId, deliveryId: sent.deliveryId };
    },
  }),
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}/webhooks/endpoints/{endpointId}/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "List an endpoint's deliveries",
    description: "The delivery log, newest first, each delivery with its attempts.",
    tags,
    scope: ["webhooks", "read"],
    params: endpointParams,
    query: pageQuery,
    success: { status: 200, description: "A page of deliveries", schema: pageOf(deliveryView).meta({ id: "WebhookDeliveryPage" }) },
    handler: async ({ grant, params, query }) => {
      const page = answer(await listDeliveries(ownerOf(grant), params.endpointId, query.after, query.limit));
      return { data: page.deliveries, next: page.next };
    },
  }),
  defineRoute({
    method: "post",
    path: "/organizations/{organizationId}/webhooks/endpoints/{endpointId}/deliveries/{deliveryId}/redeliver",
    operationId: "redeliverWebhook",
    summary: "Redeliver an event",
    description: "A new delivery of the same event (same id, so receivers that already have it can skip it), on a fresh schedule.",
    tags,
    scope: ["webhooks", "write"],
    params: deliveryParams,
    success: {
      status: 201,
      description: "The new delivery",
      schema: z.object({ deliveryId: z.string() }).meta({ id: "WebhookRedelivery" }),
    },
    errors: [409],
    handler: async ({ grant, params }) => ({
      deliveryId: answer(await redeliver(ownerOf(grant), params.endpointId, params.deliveryId)).deliveryId,
    }),
  }),
];

/** Every event's body, one JSON schema per type, published in the document's components. */
export const webhookEventSchemas: Record<string, z.ZodType> = Object.fromEntries([
  ...Object.entries(EVENT_SCHEMAS).map(([type, schema]) => [`WebhookEvent_${type.replaceAll(".", "_")}`, schema]),
  ["WebhookEvent_webhook_test", TEST_EVENT_SCHEMA],
]);
