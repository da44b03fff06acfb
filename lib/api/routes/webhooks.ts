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
import { EVENT_SCHEMAS, TEST_EVENT_SCHEMA } from "@/lib/webhooks/events";
import type { Grant } from "../access";
import { pageQuery } from "../pagination";
import { idParam, organizationParams } from "../params";
import { defineRoute } from "../route";
import { answer, deliveryPage, endpointInputs, endpointView, redelivery, refusal, testSent, withSecret } from "./webhook-shapes";

/**
 * An organization's outbound webhook endpoints (lib/webhooks/), as its owners and admins manage them on the
 * organization's webhooks page: the `webhooks` scope. The whole app's (operators') are ./app-webhooks.ts.
 */
const { input: endpointInput, changes: endpointChanges } = endpointInputs("organization", "", "WebhookEventType");

const endpointParams = organizationParams.extend({ endpointId: idParam("The endpoint's id") });
const deliveryParams = endpointParams.extend({ deliveryId: idParam("The delivery's id") });

const ownerOf = (grant: Grant): EndpointOwner => ({ kind: "organization", organizationId: grant.organization.id });

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
      if (!found) throw refusal("NOT_FOUND");
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
      schema: testSent,
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
    success: { status: 200, description: "A page of deliveries", schema: deliveryPage },
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
      schema: redelivery,
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
