import { z } from "zod";
import { EVENT_TYPES, type EventType } from "./event-types";

import { DESCRIPTION_MAX, URL_MAX } from "./views";

export * from "./views";

/** The endpoint form's fields, as the server actions and the REST API parse them (the limits: ./views.ts). */
export const endpointFields = z.object({
  url: z.string().trim().min(1).max(URL_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX).default(""),
  eventTypes: z
    .array(z.enum(EVENT_TYPES as [EventType, ...EventType[]]))
    .min(1)
    .max(EVENT_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type EndpointFields = z.input<typeof endpointFields>;

export const endpointChanges = endpointFields.partial().extend({ enabled: z.boolean().optional() });
