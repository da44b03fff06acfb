import "server-only";
import { env } from "@/lib/env";
import { checkBearer } from "@/lib/http/bearer-secret";
import { outageAware } from "@/lib/http/boundary";
import { drainJobs } from "./drain";

/** Below the route's maxDuration (app/api/jobs/drain/route.ts): the last batch in hand gets the rest to finish. */
const DRAIN_BUDGET_MS = 40_000;

const noStore = { "cache-control": "no-store" };

/**
 * POST /api/jobs/drain (and GET, as Vercel's cron calls it): runs pg-boss's maintenance and every job due now,
 * answering what it did. The cron of JOBS_MODE=request, where nothing polls; harmless beside workers. Without
 * CRON_SECRET the endpoint does not exist (404): running work on anyone's request is not a default. A missing or
 * wrong token is 401, before the database is touched; the body is never read.
 */
export const drainRoute = outageAware(async (request: Request) => {
  const check = checkBearer(request, env.CRON_SECRET);
  if (check === "unset") return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404, headers: noStore });
  if (check === "refused") {
    return Response.json(
      { code: "UNAUTHORIZED", message: "A bearer token (CRON_SECRET) is required" },
      { status: 401, headers: { ...noStore, "www-authenticate": "Bearer" } },
    );
  }
  const report = await drainJobs({ budgetMs: DRAIN_BUDGET_MS, maintenance: true });
  return Response.json({ ok: true, ...report }, { headers: noStore });
});
