import "server-only";
import * as z from "zod";

/**
 * The API's error shape, the app's and better-auth's own: `{ code, message }`, a stable upper-case code for
 * programs and an English sentence for people; a refused input also names the field (`field`).
 */
export const errorBody = z
  .object({
    code: z.string().meta({ example: "VALIDATION_ERROR" }),
    message: z.string().meta({ example: "[body.role] Invalid option" }),
    field: z.string().optional().meta({ description: "The input field that was refused, as body.x, query.x or path.x" }),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBody>;

/** Thrown by a handler or a check to answer with this status and body; anything else thrown is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message);
  }
}

export const NOT_FOUND = () => new ApiError(404, "NOT_FOUND", "No such resource");
export const UNAUTHORIZED = () =>
  new ApiError(401, "UNAUTHORIZED", "An API key (Authorization: Bearer <key>) or a session is required", {
    "www-authenticate": 'Bearer realm="api"',
  });
export const FORBIDDEN = (message = "This key or member may not do this") => new ApiError(403, "FORBIDDEN", message);

/** A zod refusal as the API's error: the first issue, its path named. */
export function validationError(where: "body" | "query" | "path", error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = [where, ...(issue?.path ?? [])].join(".");
  return new ApiError(400, "VALIDATION_ERROR", `[${field}] ${issue?.message ?? "Invalid input"}`, {}, field);
}

export function errorResponse(error: ApiError, headers: Headers = new Headers()): Response {
  for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
  headers.set("cache-control", "no-store");
  const body: ErrorBody = { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
  return Response.json(body, { status: error.status, headers });
}
