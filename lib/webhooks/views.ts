import type { EventType } from "./event-types";

/**
 * Client-safe and without zod (which the browser need not load): the endpoint form's limits and the shapes the
 * screens and the API show. The zod schemas that parse the same fields on the server are in ./model.ts.
 */
export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;
/** Endpoints per owner (the app, or one organization). */
export const ENDPOINTS_MAX = 20;

/** Why an endpoint request is refused, beyond the address's own reasons (./address.ts). */
export type EndpointRefusal =
  | "NOT_FOUND"
  | "ENDPOINT_DISABLED"
  | "TOO_MANY_ENDPOINTS"
  | "EVENT_TYPE_NOT_ALLOWED"
  | "INVALID_URL"
  | "HTTPS_REQUIRED"
  | "CREDENTIALS_IN_URL"
  | "UNRESOLVABLE_HOST"
  | "PRIVATE_ADDRESS";

/** An endpoint as the screens and the API show it (never its secret, which is shown once). */
export type EndpointView = {
  id: string;
  organizationId: string | null;
  url: string;
  description: string;
  eventTypes: EventType[];
  enabled: boolean;
  disabledReason: "manual" | "failing" | null;
  /** The rotated secret still signs until then. */
  previousSecretExpiresAt: string | null;
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
};

export type DeliveryStatus = "pending" | "delivered" | "failed" | "canceled";

export type AttemptView = {
  attempt: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  createdAt: string;
};

export type DeliveryView = {
  id: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  trigger: "event" | "manual" | "test";
  attempts: number;
  lastStatus: number | null;
  nextAttemptAt: string | null;
  createdAt: string;
  requestBody: string;
  attemptLog: AttemptView[];
};
