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
import { pageQuery } from "../pagination";
import { idParam } from "../params";
import { defineOperatorRoute } from "../route";
import { answer, deliveryPage, endpointInputs, endpointView, redelivery, refusal, testSent, withSecret } from "./webhook-shapes";

/**
 * The whole app's outbound webhook endpoints, which hear every event type (people's accounts and sessions too):
 * the operators', as on the console's /admin/developers/webhooks, with a session or an operator's personal key
 * holding the `webhooks` scope. An organization's key, and anyone but an operator, is refused (403 OPERATORS_ONLY).
 */
const { input: endpointInput, changes: endpointChanges } = endpointInputs("app", "App", "AppWebhookEventType");

const endpointParams = z.object({ endpointId: idParam("The endpoint's id") });
const deliveryParams = endpointParams.extend({ deliveryId: idParam("The delivery's id") });
const noParams = z.object({});

const APP: EndpointOwner = { kind: "app" };
const tags = ["App webhooks"];
const operators = "For the app's operators only (a session, or their personal key with the scope).";

export const appWebhookRoutes = [
  defineOperatorRoute({
    method: "get",
    path: "/webhooks/endpoints",
    operationId: "listAppWebhookEndpoints",
    summary: "List the app's webhook endpoints",
    description: `Newest first. Secrets are never listed. ${operators}`,
    tags,
    scope: ["webhooks", "read"],
    params: noParams,
    success: { status: 200, description: "The app's endpoints", schema: z.object({ data: z.array(endpointView) }) },
    handler: async () => ({ data: await listEndpoints(APP) }),
  }),
  defineOperatorRoute({
    method: "post",
    path: "/webhooks/endpoints",
    operationId: "createAppWebhookEndpoint",
    summary: "Add a webhook endpoint for the whole app",
    description:
      "It hears the event types it asks for across the whole app. The reply holds the signing secret, shown this once. " +
      `The URL is refused if it resolves to an internal address. ${operators}`,
    tags,
    scope: ["webhooks", "write"],
    params: noParams,
    body: endpointInput,
    success: { status: 201, description: "The endpoint and its secret", schema: withSecret },
    errors: [409],
    handler: async ({ grant, body }) => {
      const made = answer(await createEndpoint(APP, { ...body, eventTypes: body.eventTypes as never }, grant.operatorId));
      return { endpoint: made.endpoint, secret: made.secret };
    },
  }),
  defineOperatorRoute({
    method: "get",
    path: "/webhooks/endpoints/{endpointId}",
    operationId: "getAppWebhookEndpoint",
    summary: "Get one of the app's webhook endpoints",
    description: operators,
    tags,
    scope: ["webhooks", "read"],
    params: endpointParams,
    success: { status: 200, description: "The endpoint", schema: endpointView },
    handler: async ({ params }) => {
      const found = await getEndpoint(APP, params.endpointId);
      if (!found) throw refusal("NOT_FOUND");
      return found;
    },
  }),
  defineOperatorRoute({
    method: "patch",
    path: "/webhooks/endpoints/{endpointId}",
    operationId: "updateAppWebhookEndpoint",
    summary: "Change one of the app's webhook endpoints",
    description: `Its URL, description, event types, or whether it is enabled (disabling cancels its pending deliveries). ${operators}`,
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    body: endpointChanges,
    success: { status: 200, description: "The endpoint", schema: endpointView },
    handler: async ({ params, body }) =>
      answer(await updateEndpoint(APP, params.endpointId, { ...body, eventTypes: body.eventTypes as never })).endpoint,
  }),
  defineOperatorRoute({
    method: "delete",
    path: "/webhooks/endpoints/{endpointId}",
    operationId: "deleteAppWebhookEndpoint",
    summary: "Delete one of the app's webhook endpoints",
    description: `With its delivery log. ${operators}`,
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    success: { status: 204, description: "Deleted" },
    handler: async ({ params }) => {
      answer(await deleteEndpoint(APP, params.endpointId));
      return undefined;
    },
  }),
  defineOperatorRoute({
    method: "post",
    path: "/webhooks/endpoints/{endpointId}/rotate-secret",
    operationId: "rotateAppWebhookSecret",
    summary: "Rotate the signing secret of one of the app's endpoints",
    description: `The new secret is in the reply, shown this once; the old one goes on signing beside it for 24 hours. ${operators}`,
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    success: { status: 200, description: "The endpoint and its new secret", schema: withSecret },
    handler: async ({ params }) => {
      const rotated = answer(await rotateSecret(APP, params.endpointId));
      return { endpoint: rotated.endpoint, secret: rotated.secret };
    },
  }),
  defineOperatorRoute({
    method: "post",
    path: "/webhooks/endpoints/{endpointId}/test",
    operationId: "sendAppWebhookTestEvent",
    summary: "Send a test event to one of the app's endpoints",
    description: `A webhook.test event to this endpoint alone, delivered at once like any other. ${operators}`,
    tags,
    scope: ["webhooks", "write"],
    params: endpointParams,
    success: { status: 201, description: "The event and its delivery", schema: testSent },
    errors: [409],
    handler: async ({ params }) => {
      const sent = answer(await sendTestEvent(APP, params.endpointId));
      return { eventId: sent.eventId, deliveryId: sent.deliveryId };
    },
  }),
  defineOperatorRoute({
    method: "get",
    path: "/webhooks/endpoints/{endpointId}/deliveries",
    operationId: "listAppWebhookDeliveries",
    summary: "List the deliveries of one of the app's endpoints",
    description: `The delivery log, newest first, each delivery with its attempts. ${operators}`,
    tags,
    scope: ["webhooks", "read"],
    params: endpointParams,
    query: pageQuery,
    success: { status: 200, description: "A page of deliveries", schema: deliveryPage },
    handler: async ({ params, query }) => {
      const page = answer(await listDeliveries(APP, params.endpointId, query.after, query.limit));
      return { data: page.deliveries, next: page.next };
    },
  }),
  defineOperatorRoute({
    method: "post",
    path: "/webhooks/endpoints/{endpointId}/deliveries/{deliveryId}/redeliver",
    operationId: "redeliverAppWebhook",
    summary: "Redeliver an event to one of the app's endpoints",
    description: `A new delivery of the same event (same id, so receivers that already have it can skip it), on a fresh schedule. ${operators}`,
    tags,
    scope: ["webhooks", "write"],
    params: deliveryParams,
    success: { status: 201, description: "The new delivery", schema: redelivery },
    errors: [409],
    handler: async ({ params }) => ({ deliveryId: answer(await redeliver(APP, params.endpointId, params.deliveryId)).deliveryId }),
  }),
];
