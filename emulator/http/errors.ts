import type { ValidationIssue } from "../openapi";

/**
 * An error answered in Polar's own shape: { error, detail } or, for 422, { detail: [issues] }. Every refusal
 * of the emulator, from the router, a service or the control API, is one of these, thrown where it is found
 * and answered by the server; anything else is a bug and answers 500.
 */
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
export const alreadyCanceled = () => conflict("AlreadyCanceledSubscription", "This subscription is already canceled.");

/** What the HTTP layer itself answers, in the words of Polar's web framework. */
export const noRoute = () => new PolarError(404, { detail: "Not Found" });
export const wrongMethod = () => new PolarError(405, { detail: "Method Not Allowed" });
export const tooLarge = () => new PolarError(413, { detail: "Request body too large." });
export const badJson = () =>
  invalid([{ type: "json_invalid", loc: ["body", 0], msg: "JSON decode error", input: {}, ctx: { error: "Expecting value" } }]);

/** A test card that is declined: the checkout stays open, and the buyer is told why. */
export class CardDeclined extends PolarError {
  constructor() {
    super(400, { error: "PaymentError", detail: "Your card was declined." });
  }
}

/** The value, or a 404 when there is none. */
export function found<T>(value: T | undefined | null | false, detail?: string): T {
  if (value === undefined || value === null || value === false) throw notFound(detail);
  return value;
}
