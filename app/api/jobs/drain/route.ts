import { drainRoute } from "@/lib/jobs/drain-route";
import { withRequestLog } from "@/lib/log/request";

/** Seconds a serverless host may give one drain (Vercel reads it); the drain stops fetching well before. */
export const maxDuration = 60;

/** Due jobs, retries and queue maintenance, for a cron (lib/jobs/drain-route.ts); Vercel's cron sends GET. */
const route = withRequestLog("/api/jobs/drain", drainRoute);
export const POST = route;
export const GET = route;
