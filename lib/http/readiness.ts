import "server-only";
import { pendingMigrations } from "@/db/migration-status";
import { env } from "@/lib/env";
import { bossRunning } from "@/lib/jobs/boss";
import { workersRunning } from "@/lib/jobs/enqueue";
import { databaseReachable } from "./outage";

export type Readiness = {
  ready: boolean;
  database: "ok" | "unreachable";
  /** "pending": the release step (`npm run db:migrate`) or the start's migrations have not run yet. */
  migrations: "ok" | "pending" | "unknown";
  pending?: string[];
  /** "request": JOBS_MODE=request, where nothing polls by design (requests and the drain endpoint run the jobs). */
  queue: "ok" | "stopped" | "request";
};

/**
 * Whether this instance should get traffic: the database answers, it has every committed migration (code
 * running on an older schema fails in ways a load balancer cannot see), and with JOBS_MODE=worker the queue and
 * its workers run. An unreachable database is also reported to the outage check, so pages answer 503 at once.
 */
export async function readiness(): Promise<Readiness> {
  const queue = env.JOBS_MODE === "request" ? "request" : bossRunning() && workersRunning() ? "ok" : "stopped";
  if (!(await databaseReachable())) return { ready: false, database: "unreachable", migrations: "unknown", queue };
  const pending = await pendingMigrations().catch(() => null);
  const migrations = pending === null ? "unknown" : pending.length ? "pending" : "ok";
  return {
    ready: migrations === "ok" && queue !== "stopped",
    database: "ok",
    migrations,
    ...(pending?.length ? { pending } : {}),
    queue,
  };
}
