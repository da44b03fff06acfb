import "server-only";
import * as z from "zod";
import { eventTypesFor } from "@/lib/webhooks/event-types";
import { DESCRIPTION_MAX, URL_MAX, type EndpointRefusal } from "@/lib/webhooks/model";
import { ApiError } from "../errors";
import { pageOf } from "../pagination";

/**
 * The shapes and refusals of the webhook endpoint routes, shared by an organization's (./webhooks.ts) and the
 * whole app's (./app-webhooks.ts): the same endpoint, delivery and secret, only the event types differ.
 */
export const endpointView = z
  .object({
    id: z.string(),
    organizationId: z.string().nullable().meta({ description: "Null for the whole app's endpoints (operators')" }),
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

export const withSecret = z
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

export const deliveryView = z
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

export const deliveryPage = pageOf(deliveryView).meta({ id: "WebhookDeliveryPage" });

export const testSent = z.object({ eventId: z.string(), deliveryId: z.string() }).meta({ id: "WebhookTestSent" });
export const redelivery = z.object({ deliveryId: z.string() }).meta({ id: "WebhookRedelivery" });

/**
 * An endpoint's input and changes for one kind of owner: the event types it may ask for are named `typesId` in
 * the document, its bodies `<prefix>WebhookEndpointInput` and `<prefix>WebhookEndpointChanges`.
 */
export function endpointInputs(scope: "app" | "organization", prefix: "" | "App", typesId: string) {
  const eventType = z.enum(eventTypesFor(scope) as [string, ...string[]]).meta({ id: typesId });
  const input = z
    .object({
      url: z.string().trim().min(1).max(URL_MAX).meta({ description: "https:// on the public internet" }),
      description: z.string().trim().max(DESCRIPTION_MAX).optional(),
      eventTypes: z.array(eventType).min(1),
    })
    .meta({ id: `${prefix}WebhookEndpointInput` });
  const changes = z
    .object({
      url: z.string().trim().min(1).max(URL_MAX).optional(),
      description: z.string().trim().max(DESCRIPTION_MAX).optional(),
      eventTypes: z.array(eventType).min(1).optional(),
      enabled: z.boolean().optional(),
    })
    .meta({ id: `${prefix}WebhookEndpointChanges` });
  return { input, changes };
}

const REFUSALS: Record<EndpointRefusal, [number, string]> = {
  NOT_FOUND: [404, "Webhook endpoint or delivery not found"],
  ENDPOINT_DISABLED: [409, "The endpoint is disabled"],
  TOO_MANY_ENDPOINTS: [409, "There are already 20 endpoints"],
  EVENT_TYPE_NOT_ALLOWED: [400, "An organization's endpoint receives the organization's events only"],
  INVALID_URL: [400, "Not an http(s) URL"],
  HTTPS_REQUIRED: [400, "The URL must be https"],
  CREDENTIALS_IN_URL: [400, "The URL must not hold a user name or password"],
  UNRESOLVABLE_HOST: [400, "The URL's host name does not resolve"],
  PRIVATE_ADDRESS: [400, "The URL resolves to a private, loopback, link-local or metadata address"],
};

/** A refusal of lib/webhooks/endpoints.ts as the API's error (a URL's refusal names the field). */
export function refusal(code: EndpointRefusal): ApiError {
  const [status, message] = REFUSALS[code];
  const field = status === 400 && code !== "EVENT_TYPE_NOT_ALLOWED" ? "body.url" : undefined;
  return new ApiError(status, code === "NOT_FOUND" ? "WEBHOOK_NOT_FOUND" : code, message, {}, field);
}

/** The result of lib/webhooks/endpoints.ts, or its refusal thrown. */
export function answer<T>(result: ({ ok: true } & T) | { ok: false; code: EndpointRefusal }): T {
  if (result.ok) return result;
  throw refusal(result.code);
}
