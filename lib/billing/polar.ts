import "server-only";
import { Polar } from "@polar-sh/sdk";
import { env } from "@/lib/env";

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
  client = new Polar({
    accessToken: env.POLAR_ACCESS_TOKEN,
    ...(env.POLAR_SERVER_URL ? { serverURL: env.POLAR_SERVER_URL } : { server: env.POLAR_SERVER }),
    timeoutMs: POLAR_TIMEOUT_MS,
  });
  return client;
}

/**
 * The client handed to @polar-sh/better-auth, which is mounted whether or not billing is configured (so its
 * endpoints keep their types). Unconfigured, it is a client without a token that the billing guard never
 * lets the plugin use: every billing endpoint answers BILLING_OFF first.
 */
export function pluginClient(): Polar {
  return polarClient() ?? new Polar({ serverURL: "http://127.0.0.1:9", timeoutMs: 1 });
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
