import "server-only";
import { isAPIError } from "better-auth/api";
import { baseURL, env } from "@/lib/env";
import { authorize, authorizeOperator } from "./access";
import { callerOf } from "./caller";
import { ApiError, errorResponse, validationError } from "./errors";
import { budgetHeaders, spendCall } from "./rate-limit";
import type { ApiRoute, Method } from "./route";
import { ROUTES } from "./routes";

export const API_BASE = "/api/v1";

type Compiled = { route: ApiRoute; pattern: RegExp; names: string[] };

const compiled: Compiled[] = ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
});

function match(method: Method, path: string): { route: ApiRoute; params: Record<string, string> } | "method" | null {
  let pathKnown = false;
  for (const { route, pattern, names } of compiled) {
    const found = pattern.exec(path);
    if (!found) continue;
    pathKnown = true;
    if (route.method !== method) continue;
    return { route, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) };
  }
  return pathKnown ? "method" : null;
}

/** Origins a browser's signed-in call may come from (a key's call carries no cookie to forge). */
const trustedOrigins = new Set([new URL(baseURL).origin, ...env.TRUSTED_ORIGINS.map((o) => new URL(o).origin)]);

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type))
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "The body must be JSON (Content-Type: application/json)");
  try {
    return await request.json();
  } catch {
    throw new ApiError(400, "VALIDATION_ERROR", "[body] Not valid JSON", {}, "body");
  }
}

/**
 * Answers one /api/v1 request: the route, the caller (key or session), the caller's budget (429 past it), the input
 * checked against the route's schemas, the caller's rights in the organization (on the whole app's routes: the
 * caller is an operator), then the handler. Every refusal is `{ code, message }` (lib/api/errors.ts); every reply
 * to a known caller carries its RateLimit-* headers.
 */
export async function dispatch(request: Request): Promise<Response> {
  const headers = new Headers({ "cache-control": "no-store" });
  try {
    const url = new URL(request.url);
    const path = url.pathname.slice(API_BASE.length) || "/";
    const found = match(request.method.toLowerCase() as Method, path);
    if (found === null) throw new ApiError(404, "NOT_FOUND", `No operation at ${url.pathname}`);
    if (found === "method") throw new ApiError(405, "METHOD_NOT_ALLOWED", `${request.method} is not an operation of ${url.pathname}`);
    const { route, params: rawParams } = found;

    const caller = await callerOf(request);
    if (caller.kind === "session" && route.method !== "get") {
      const origin = request.headers.get("origin");
      if (origin !== null && !trustedOrigins.has(origin)) throw new ApiError(403, "INVALID_ORIGIN", "Invalid origin");
    }
    const budget = await spendCall(caller.bucket);
    budgetHeaders(budget, headers);
    if (!budget.allowed)
      throw new ApiError(429, "RATE_LIMITED", `Too many requests: ${budget.limit} per window; retry in ${budget.resetSeconds} s`);

    const params = route.params.safeParse(rawParams);
    if (!params.success) throw validationError("path", params.error);
    const query = (route.query ?? null)?.safeParse(Object.fromEntries(url.searchParams));
    if (query && !query.success) throw validationError("query", query.error);
    let body: unknown;
    if (route.body) {
      const parsed = route.body.safeParse(await readBody(request));
      if (!parsed.success) throw validationError("body", parsed.error);
      body = parsed.data;
    }
    const input = { params: params.data, query: query?.data ?? {}, body, request };
    const result =
      route.access === "operator"
        ? await route.handler({ ...input, grant: await authorizeOperator(caller, route.scope) })
        : await route.handler({
            ...input,
            grant: await authorize(caller, (params.data as { organizationId: string }).organizationId, route.scope),
          });
    if (route.success.status === 204) return new Response(null, { status: 204, headers });
    return Response.json(result, { status: route.success.status, headers });
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error, headers);
    if (isAPIError(error)) return errorResponse(fromBetterAuth(error), headers);
    throw error;
  }
}

/** A refusal by better-auth (a change made through its endpoints) in the API's shape, its own code and words kept. */
function fromBetterAuth(error: { statusCode: number; message: string; body?: unknown }): ApiError {
  const body = (error.body ?? {}) as { code?: unknown; message?: unknown };
  const status = error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 400;
  const code = typeof body.code === "string" && body.code ? body.code : "REFUSED";
  const message = typeof body.message === "string" && body.message ? body.message : error.message || "Refused";
  return new ApiError(status, code, message);
}
