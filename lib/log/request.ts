import "server-only";
import { randomUUID } from "node:crypto";
import { metrics } from "@/lib/metrics/registry";
import { runWithLogContext } from "./context";
import { log } from "./logger";
import { saneRequestId, sanitizePath } from "./redact";

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response> | Response;

/**
 * The label of a catch-all route's request: its path when it names an endpoint (lower-case words, as
 * better-auth's are), so that /api/auth/sign-in/email and /api/auth/get-session are told apart; the pattern
 * itself for a 404 or a path with anything else in it, so that made-up paths cannot grow the metrics without
 * bound. Token-bearing segments are censored (/api/auth/reset-password/[redacted]).
 */
export function routeLabel(pattern: string, pathname: string, status: number): string {
  if (!pattern.includes("[...") || status === 404) return pattern;
  const path = sanitizePath(pathname);
  return /^(\/[a-z][a-z0-9-]{0,39}|\/\[redacted\]){1,6}$/.test(path) ? path : pattern;
}

/**
 * An API route's request as one log line and in the metrics: its id (the caller's `x-request-id` when it is a
 * sane token, else a new UUID), echoed in the reply's `x-request-id`, named on every line logged while it runs
 * and carried into the jobs it queues; then its route, method, status and duration. A handler that throws is
 * logged as a 500 and rethrown for Next.js to answer.
 */
export function withRequestLog<A extends unknown[]>(route: string, handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const requestId = saneRequestId(request.headers.get("x-request-id")) ?? randomUUID();
    const started = performance.now();
    return runWithLogContext({ requestId }, async () => {
      let status = 500;
      let failure: unknown;
      try {
        const response = await handler(request, ...rest);
        status = response.status;
        try {
          response.headers.set("x-request-id", requestId);
        } catch {
          // A reply with immutable headers (a fetched one) goes without it.
        }
        return response;
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        const seconds = (performance.now() - started) / 1000;
        const label = routeLabel(route, new URL(request.url).pathname, status);
        const labels = { route: label, method: request.method, status: String(status) };
        metrics.requests.inc(labels);
        metrics.duration.observe(labels, seconds);
        const line = {
          route: label,
          method: request.method,
          path: new URL(request.url).pathname,
          status,
          durationMs: Math.round(seconds * 1e4) / 10,
          ...(failure === undefined ? {} : { err: failure }),
        };
        if (status >= 500) log.error(line, "request");
        else log.info(line, "request");
      }
    });
  };
}
