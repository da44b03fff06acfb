import "server-only";
import { env } from "@/lib/env";
import { checkBearer } from "@/lib/http/bearer-secret";
import { metrics } from "./registry";
import { readDatabaseGauges } from "./scrape";

const noStore = { "cache-control": "no-store" };

/**
 * GET /api/metrics: the process's metrics in Prometheus's text format (lib/metrics/registry.ts), for a scraper
 * that sends `Authorization: Bearer $METRICS_TOKEN`. Without METRICS_TOKEN the endpoint does not exist (404); a
 * missing or wrong token is 401, compared in constant time, before anything is read. Each instance answers for
 * itself (request and job counters); the queue and webhook gauges are the database's, the same on every one.
 */
export async function metricsRoute(request: Request): Promise<Response> {
  const check = checkBearer(request, env.METRICS_TOKEN);
  if (check === "unset") return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404, headers: noStore });
  if (check === "refused") {
    return Response.json(
      { code: "UNAUTHORIZED", message: "A bearer token (METRICS_TOKEN) is required" },
      { status: 401, headers: { ...noStore, "www-authenticate": "Bearer" } },
    );
  }
  await readDatabaseGauges();
  return new Response(await metrics.registry.metrics(), {
    status: 200,
    headers: { ...noStore, "content-type": metrics.registry.contentType },
  });
}
