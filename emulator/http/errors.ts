import type { ValidationIssue } from "../openapi";

/** An error answered in Polar's own shape: { error, detail } or, for 422, { detail: [issues] }. */
export class PolarError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === "object" && body && "detail" in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`);
  }
}

export const unauthorized = () => new PolarError(401, { error: "Unauthorized", detail: "Unauthorized" });
export const notFound = (detail = "Not found") => new PolarError(404, { error: "ResourceNotFound", detail });
export const invalid = (issues: ValidationIssue[]) => new PolarError(422, { detail: issues });
/** One 422 issue for a rule the schema cannot express (a missing id, a state transition). */
export const invalidField = (loc: (string | number)[], msg: string, input?: unknown) => invalid([{ type: "value_error", loc, msg, input }]);
export const conflict = (error: string, detail: string, status = 403) => new PolarError(status, { error, detail });
