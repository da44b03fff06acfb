import { pingDatabase } from "./database-ping";

type Health = { suspect: boolean; down: boolean; checkedAt: number; probe?: Promise<boolean> };

/**
 * Kept on globalThis: the proxy is bundled apart from the routes and the instrumentation, and all of them must
 * share what one of them learnt.
 */
const health = ((globalThis as Record<string, unknown>).__appDatabaseHealth ??= { suspect: false, down: false, checkedAt: 0 }) as Health;

/** While the database is away, it is asked again at most this often; between asks the last answer stands. */
const RECHECK_MS = 500;

/**
 * Something failed in a way the database's absence would explain (a pooled connection broke, a request failed,
 * a ping went unanswered): until the database answers again, every page request asks it first.
 */
export function reportDatabaseTrouble(): void {
  health.suspect = true;
}

/**
 * Whether the database is down now. Free while nothing has gone wrong (no query, no wait); once trouble was
 * reported, one ping shared by all requests of the moment decides, and the first answer clears the suspicion.
 */
export async function databaseDown(): Promise<boolean> {
  if (!health.suspect) return false;
  if (health.probe) return health.probe;
  if (health.down && Date.now() - health.checkedAt < RECHECK_MS) return true;
  health.probe = pingDatabase().then((reachable) => {
    health.down = !reachable;
    health.checkedAt = Date.now();
    if (reachable) health.suspect = false;
    health.probe = undefined;
    return !reachable;
  });
  return health.probe;
}
