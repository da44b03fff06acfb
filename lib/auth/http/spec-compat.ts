import "server-only";
import { isInvalidEmailValidation } from "@/lib/auth/internals/validation-message";

/**
 * Where better-auth words a message or a code differently from the specification, the specification wins.
 * Applied to the auth handler's responses in one place; successful responses pass through untouched.
 */
const SPEC_MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: "User already exists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists",
  INVALID_TOKEN: "invalid token",
  USER_ALREADY_HAS_PASSWORD: "user already has a password",
  PASSWORD_ALREADY_SET: "user already has a password",
  EMAIL_CAN_NOT_BE_UPDATED: "Couldn't update your email",
  ORGANIZATION_SLUG_ALREADY_TAKEN: "slug is taken",
};

/** The verification link reports its failures with the specification's lower-case codes. */
const VERIFY_REDIRECT_CODES: Record<string, string> = { TOKEN_EXPIRED: "token_expired", INVALID_TOKEN: "invalid_token" };

type ErrorBody = { code?: string; message?: string };

/** An e-mail that fails the schema's format check is the specification's "Invalid email", wherever it is sent. */
function specError(body: ErrorBody): ErrorBody | undefined {
  if (isInvalidEmailValidation(body)) {
    return { code: "INVALID_EMAIL", message: "Invalid email" };
  }
  const message = body.code ? SPEC_MESSAGES[body.code] : undefined;
  return message ? { message } : undefined;
}

/**
 * The same wording for the errors of server-side calls (auth.api.*, used by server actions), which never
 * pass through the route handler: rewrites the error in place. Runs as an after hook on every endpoint.
 */
export function toSpecError(error: { body?: ErrorBody; message: string }): void {
  const replacement = error.body && specError(error.body);
  if (!replacement) return;
  Object.assign(error.body!, replacement);
  error.message = replacement.message ?? error.message;
}

/**
 * Library refusals that blame the server for what the client sent, and the status they deserve: the passkey plugin
 * answers every registration that fails verification (a wrong origin or challenge, a malformed, forged or already
 * registered credential) with 500, where it answers a failed passkey sign-in with 400; it logs what went wrong.
 */
const CLIENT_FAULT_STATUS: Record<string, number> = { FAILED_TO_VERIFY_REGISTRATION: 400 };

async function rewriteMessage(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ErrorBody | null;
  const replacement = body && specError(body);
  const fault = response.status >= 500 && body?.code ? CLIENT_FAULT_STATUS[body.code] : undefined;
  if (!replacement && !fault) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const status = fault ? { status: fault } : { status: response.status, statusText: response.statusText };
  return new Response(JSON.stringify({ ...body, ...replacement }), { ...status, headers });
}

function rewriteVerifyRedirect(response: Response): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const url = new URL(location, "http://placeholder");
  const code = url.searchParams.get("error");
  const spec = code ? VERIFY_REDIRECT_CODES[code] : undefined;
  if (!spec) return response;
  url.searchParams.set("error", spec);
  const rewritten = location.startsWith("http") ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
  const headers = new Headers(response.headers);
  headers.set("location", rewritten);
  return new Response(null, { status: response.status, headers });
}

/** "A missing or expired sign-in state redirects to the error page with error=please_restart_the_process." */
const STATE_ERRORS = new Set(["state_not_found", "state_mismatch", "please_restart_the_process"]);

function rewriteStateError(response: Response): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const url = new URL(location, "http://placeholder");
  const code = url.searchParams.get("error");
  if (!code || !STATE_ERRORS.has(code) || code === "please_restart_the_process") return response;
  url.searchParams.set("error", "please_restart_the_process");
  const headers = new Headers(response.headers);
  headers.set("location", location.startsWith("http") ? url.toString() : `${url.pathname}${url.search}${url.hash}`);
  return new Response(null, { status: response.status, headers });
}

export async function toSpec(request: Request, response: Response): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (response.status >= 300 && response.status < 400 && path.endsWith("/verify-email")) {
    return rewriteVerifyRedirect(response);
  }
  if (response.status >= 300 && response.status < 400 && path.includes("/callback/")) return rewriteStateError(response);
  if (response.status >= 400 && response.headers.get("content-type")?.includes("application/json")) {
    return rewriteMessage(response);
  }
  return response;
}
