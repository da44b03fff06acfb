import "server-only";
import { createDocument } from "zod-openapi";
import { baseURL } from "@/lib/env";
import { errorBody } from "./errors";
import { DOCUMENT_SCHEMAS, ROUTES } from "./routes";

const API_BASE = "/api/v1";

const COMMON_ERRORS: Record<number, string> = {
  400: "The input was refused (`field` names it); nothing changed",
  401: "No valid key or session",
  403: "The key's scopes or the member's role do not allow this",
  404: "No such organization (or not yours), or no such item in it",
  429: "Too many requests: wait `Retry-After` seconds",
};

/** The whole app's routes (operators'): nothing there belongs to an organization. */
const OPERATOR_ERRORS: Record<number, string> = {
  403: "Not an operator acting as themselves (OPERATORS_ONLY: an organization's key, an impersonation, anyone else), or a personal key without the scope",
  404: "No such item",
};

const rateLimitHeaders = {
  "RateLimit-Limit": { description: "Calls allowed per window", schema: { type: "integer" as const } },
  "RateLimit-Remaining": { description: "Calls left in this window", schema: { type: "integer" as const } },
  "RateLimit-Reset": { description: "Seconds until the window resets", schema: { type: "integer" as const } },
};

/** The OpenAPI 3.1 document of /api/v1, made from the routes' zod schemas (zod-openapi). */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const errors = [...new Set([...Object.keys(COMMON_ERRORS).map(Number), ...(route.errors ?? [])])].sort();
    const responses: Record<string, unknown> = {
      [route.success.status]: {
        description: route.success.description,
        headers: rateLimitHeaders,
        ...(route.success.schema ? { content: { "application/json": { schema: route.success.schema } } } : {}),
      },
    };
    const described = route.access === "operator" ? { ...COMMON_ERRORS, ...OPERATOR_ERRORS } : COMMON_ERRORS;
    for (const status of errors)
      responses[status] = {
        description: described[status] ?? "Refused",
        ...(status === 429 ? { headers: { ...rateLimitHeaders, "Retry-After": { schema: { type: "integer" } } } } : {}),
        content: { "application/json": { schema: errorBody } },
      };
    (paths[route.path] ??= {})[route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      "x-required-scope": route.scope ? route.scope.join(":") : null,
      requestParams: { path: route.params, ...(route.query ? { query: route.query } : {}) },
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: route.body } } } } : {}),
      responses,
    };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Accounts API",
      version: "1",
      description:
        "Organizations, members, invitations, teams, billing and webhook endpoints, for scripts; the whole app's " +
        "webhook endpoints (`/webhooks/endpoints`) for its operators. Authenticate with " +
        "`Authorization: Bearer <key>` (a personal or an organization key, made in the settings or with " +
        "`POST /api/auth/api-key/create`), or a signed-in session. Errors are `{ code, message }`.",
    },
    servers: [{ url: `${baseURL.replace(/\/$/, "")}${API_BASE}` }],
    security: [{ apiKey: [] }, { session: [] }],
    paths: paths as never,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "A personal or an organization API key" },
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "A signed-in browser" },
      },
      schemas: DOCUMENT_SCHEMAS as never,
    },
  });
}
