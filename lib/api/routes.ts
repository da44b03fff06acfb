/**
 * The registry of /api/v1: every operation the API answers and its OpenAPI document lists.
 *
 * To add a route:
 *   1. In lib/api/routes/<resource>.ts, declare it with `defineRoute` (lib/api/route.ts): method, a path under
 *      `/organizations/{organizationId}` (a route on the whole app, for its operators only: `defineOperatorRoute`,
 *      e.g. ./routes/app-webhooks.ts), the scope it needs (`[resource, action]`, from SCOPES in
 *      lib/api/scope-list.ts: add a resource there and in `rightsOf` if it is new), zod schemas of its params, query, body and success
 *      reply (give shared shapes `.meta({ id })` to name them in the document), and a handler returning the JSON.
 *   2. Add its array below. The catch-all app/api/v1/[...path]/route.ts then answers it (caller, rate limit,
 *      input, rights: lib/api/dispatch.ts), /api/v1/openapi.json documents it, and
 *      tests/integration/api-openapi.test.ts calls it once (give it an example there if it needs one).
 *   3. Refuse with `throw new ApiError(status, CODE, message)` (lib/api/errors.ts); a change made through
 *      better-auth runs as the grant's member with `asMember(grant, () => auth.api.…)` (lib/api/routes/members.ts).
 *   Schemas for the document alone (e.g. webhook payloads) go in DOCUMENT_SCHEMAS.
 */
import "server-only";
import type * as z from "zod";
import type { ApiRoute } from "./route";
import { organizationRoutes } from "./routes/organization";
import { memberRoutes } from "./routes/members";
import { teamRoutes } from "./routes/teams";
import { invitationRoutes } from "./routes/invitations";
import { billingRoutes } from "./routes/billing";
import { webhookEventSchemas, webhookRoutes } from "./routes/webhooks";
import { appWebhookRoutes } from "./routes/app-webhooks";

export const ROUTES: ApiRoute[] = [
  ...organizationRoutes,
  ...memberRoutes,
  ...teamRoutes,
  ...invitationRoutes,
  ...billingRoutes,
  ...webhookRoutes,
  ...appWebhookRoutes,
];

/** Named schemas published in the document's components without a route of their own. */
export const DOCUMENT_SCHEMAS: Record<string, z.ZodType> = { ...webhookEventSchemas };
