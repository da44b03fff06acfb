import { drainRoute } from "@/lib/jobs/drain-route";

/** Seconds a serverless host may give one drain (Vercel reads it); the drain stops fetching well before. */
export const maxDuration = 60;

/** Due jobs, retries and queue maintenance, for a cron (lib/jobs/drain-route.ts); Vercel's cron sends GET. */
export const POST = drainRoute;
export const GET = drainRoute;
