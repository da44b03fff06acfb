import "server-only";
import { checkJsonBytes, checkUrl, type Refusal } from "./input-check";
import { databaseReachable, serviceUnavailable } from "./outage";

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response> | Response;

const badRequest = (refusal: Refusal) => Response.json(refusal, { status: 400, headers: { "cache-control": "no-store" } });

/** A JSON body's refusal, if any; the request comes back with its body still readable. */
async function checkBody(request: Request): Promise<{ request: Request; refusal: Refusal | null }> {
  if (!request.body || !request.headers.get("content-type")?.includes("json")) return { request, refusal: null };
  const bytes = new Uint8Array(await request.arrayBuffer());
  return { request: new Request(request, { body: bytes }), refusal: checkJsonBytes(bytes) };
}

/**
 * Every API route's edge: input that could not be stored as sent (lib/http/input-check.ts) is refused with 400
 * before the handler runs, and a failure while the database is unreachable answers 503 with Retry-After instead
 * of 500. Nothing is kept between requests, so service resumes with the database's first answer.
 */
export function atBoundary<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const inUrl = checkUrl(request.url);
    if (inUrl) return badRequest(inUrl);
    const checked = await checkBody(request);
    if (checked.refusal) return badRequest(checked.refusal);
    try {
      const response = await handler(checked.request, ...rest);
      if (response.status >= 500 && !(await databaseReachable())) return serviceUnavailable();
      return response;
    } catch (error) {
      if (!(await databaseReachable())) return serviceUnavailable();
      throw error;
    }
  };
}
