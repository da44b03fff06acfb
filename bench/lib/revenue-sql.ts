/**
 * The revenue overview's SQL, timed alone: runs the app's own revenueOverview (the function /admin/revenue
 * calls) against the benchmark's database `runs` times per window after a warm-up, and prints the p50, p95
 * and slowest times in ms as JSON. Run by bench/run.mjs as
 * `node --conditions=react-server --import tsx bench/lib/revenue-sql.ts <database url>`.
 */
import { closeDb, configureDatabase } from "@/db/client";
import { revenueOverview, type RevenueWindow } from "@/lib/billing/seller/revenue";

const RUNS = 30;
configureDatabase({ url: process.argv[2]!, pgliteDir: "" });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timings(days: RevenueWindow) {
  await revenueOverview(days);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await revenueOverview(days);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { runs: RUNS, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times.at(-1)!) };
}

const result = { days30: await timings(30), days90: await timings(90) };
await closeDb();
console.log(JSON.stringify(result));
