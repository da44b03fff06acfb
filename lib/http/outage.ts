import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { reportDatabaseTrouble } from "./database-health";

/** How long a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
const PING_TIMEOUT_MS = 1500;

/**
 * Whether the database answers a trivial query within a moment. Asked only after a request has failed, so a
 * failure caused by the database (refused, reset or timed-out connections) is told apart from a bug.
 */
export async function databaseReachable(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    const reachable = await Promise.race([ping, timeout]);
    if (!reachable) reportDatabaseTrouble();
    return reachable;
  } finally {
    clearTimeout(timer);
  }
}

/** The reply to any request while the database is unreachable: try again shortly, nothing was changed. */
export function serviceUnavailable(): Response {
  return Response.json(
    { code: "SERVICE_UNAVAILABLE", message: "The service is temporarily unavailable. Please try again shortly." },
    { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS), "cache-control": "no-store" } },
  );
}
