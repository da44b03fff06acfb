import "server-only";
import { reportDatabaseTrouble } from "./database-health";
import { pingDatabase } from "./database-ping";

/** How long a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether the database answers a trivial query within a moment. Asked only after a request has failed, so a
 * failure caused by the database (refused, reset or timed-out connections) is told apart from a bug.
 */
export async function databaseReachable(): Promise<boolean> {
  const reachable = await pingDatabase();
  if (!reachable) reportDatabaseTrouble();
  return reachable;
}

/** The reply to any request while the database is unreachable: try again shortly, nothing was changed. */
export function serviceUnavailable(): Response {
  return Response.json(
    { code: "SERVICE_UNAVAILABLE", message: "The service is temporarily unavailable. Please try again shortly." },
    { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS), "cache-control": "no-store" } },
  );
}
