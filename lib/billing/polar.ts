import "server-only";
import type { Polar, SDKOptions } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { inSpan } from "@/lib/telemetry/span";
import { env } from "@/lib/env";
import { deferredClient } from "./deferred-client";

/**
 * The one place that talks to Polar: every Polar call of the app goes through the client made here, so the
 * move to the next SDK generation stays in lib/billing. POLAR_SERVER_URL (the local emulator in development)
 * wins over POLAR_SERVER. Without an access token billing is not configured and this returns null.
 */
let client: Polar | null | undefined;

/** Polar answers within seconds or the page tells the user it could not reach it. */
export const POLAR_TIMEOUT_MS = 8_000;

export function polarClient(): Polar | null {
  if (client !== undefined) return client;
  if (!env.POLAR_ACCESS_TOKEN) return (client = null);
  const accessToken = env.POLAR_ACCESS_TOKEN;
  client = madeOnFirstCall(() => ({
    accessToken,
    ...(env.POLAR_SERVER_URL ? { serverURL: env.POLAR_SERVER_URL } : { server: env.POLAR_SERVER }),
    timeoutMs: POLAR_TIMEOUT_MS,
    httpClient: tracedHttpClient(),
  }));
  return client;
}

/** A Polar client with these options, its SDK loaded on its first call (./deferred-client.ts says why). */
function madeOnFirstCall(options: () => SDKOptions): Polar {
  return deferredClient(async () => new (await import("@polar-sh/sdk")).Polar(options()));
}

/**
 * Every call to Polar's API in a span of its own (lib/telemetry/; a no-op without OTEL_EXPORTER_OTLP_ENDPOINT),
 * named by its method, with its path and Polar's status: the path may hold ids, never a token (that is a header).
 */
function tracedHttpClient(): HTTPClient {
  return new HTTPClient({
    fetcher: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
      return inSpan(`polar ${method}`, { "http.request.method": method, "url.path": new URL(url).pathname }, async (span) => {
        const response = await (init == null ? fetch(input) : fetch(input, init));
        span.setAttribute("http.response.status_code", response.status);
        return response;
      });
    },
  });
}

/**
 * The client handed to @polar-sh/better-auth, which is mounted whether or not billing is configured (so its
 * endpoints keep their types). Unconfigured, it is a client without a token that the billing guard never
 * lets the plugin use: every billing endpoint answers BILLING_OFF first.
 */
export function pluginClient(): Polar {
  return polarClient() ?? madeOnFirstCall(() => ({ serverURL: "http://127.0.0.1:9", timeoutMs: 1 }));
}

/** Whether an SDK error is Polar's 404 (ResourceNotFound). */
export function isNotFound(error: unknown): boolean {
  return (
    (error as { statusCode?: number; name?: string } | null)?.statusCode === 404 ||
    (error as { name?: string } | null)?.name === "ResourceNotFound"
  );
}

/**
 * Whether a failed Polar call is worth trying again: no answer at all (Polar down, a timeout), a server error, or
 * a rate limit. Any other refusal (a 422 for an address another customer holds) will not change by waiting.
 */
export function isTransient(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}
