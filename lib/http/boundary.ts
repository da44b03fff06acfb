import "server-only";
import { MAX_BODY_BYTES, readWithin, tooLarge } from "@/lib/auth/server/request-limits";
import { checkJsonBytes, checkUrl, type Refusal } from "./input-check";
import { databaseReachable, serviceUnavailable } from "./outage";

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response> | Response;

const badRequest = (refusal: Refusal) => Response.json(refusal, { status: 400, headers: { "cache-control": "no-store" } });

/**
 * A JSON body's refusal, if any (413 past the size limit, read no further); the request comes back with its
 * body still readable.
 */
async function checkBody(request: Request): Promise<{ request: Request; refusal: Response | null }> {
  if (!request.body || !request.headers.get("content-type")?.includes("json")) return { request, refusal: null };
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return { request, refusal: tooLarge() };
  const bytes = await readWithin(request.body, MAX_BODY_BYTES);
  if (!bytes) return { request, refusal: tooLarge() };
  const refusal = checkJsonBytes(bytes);
  return { request: new Request(request, { body: bytes }), refusal: refusal && badRequest(refusal) };
}

/**
 * Every API route's edge: input that could not be stored as sent (lib/http/input-check.ts) is refused with 400
 * before the handler runs, and a failure while the database is unreachable answers 503 with Retry-After instead
 * of 500. Nothing is kept between requests, so service resumes with the database's first answer.
 */
export function atBoundary<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  const guarded = outageAware(handler);
  return async (request, ...rest) => {
    const inUrl = checkUrl(request.url);
    if (inUrl) return badRequest(inUrl);
    const checked = await checkBody(request);
    if (checked.refusal) return checked.refusal;
    return guarded(checked.request, ...rest);
  };
}

/**
 * Only the outage half of the edge, for a route whose body must reach its handler exactly as sent (a signed
 * webhook is judged by its signature, not by our input rules): a failure while the database is unreachable
 * answers 503 with Retry-After, which a sender such as Polar retries.
 */
export function outageAware<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    try {
      const response = await handler(request, ...rest);
      if (response.status >= 500 && !(await databaseReachable())) return serviceUnavailable();
      return response;
    } catch (error) {
      if (!(await databaseReachable())) return serviceUnavailable();
      throw error;
    }
  };
}
