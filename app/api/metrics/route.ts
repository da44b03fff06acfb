import { withRequestLog } from "@/lib/log/request";
import { metricsRoute } from "@/lib/metrics/route";

/** Prometheus's scrape, behind METRICS_TOKEN (lib/metrics/route.ts); never cached or prerendered. */
export const dynamic = "force-dynamic";
export const GET = withRequestLog("/api/metrics", metricsRoute);
