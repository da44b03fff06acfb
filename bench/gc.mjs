#!/usr/bin/env node
/**
 * `npm run bench:gc`: what V8's collector does per request, one request at a time, where a page's tail latency is most
 * plainly its collector's. Starts the production build (run `next build` first) with V8's GC trace (`--trace-gc-nvp`)
 * on a fresh PostgreSQL database, signs a user in, and for each page (arguments, or the defaults below) sends
 * BENCH_GC_REQUESTS requests one after another and prints, from the trace lines of those requests only: what each
 * request allocated and what of it was promoted to the old generation (alive through two young collections), the young
 * and the full collections per 100 requests, and the main thread's time per full collection (its pause and its
 * incremental marking steps, which run inside requests). A full collection is due when the old generation has grown by
 * what was promoted, so promoted bytes per request set how often one lands in a request. BENCH_GC_NODE_ARGS adds node
 * flags to the server's, to compare a V8 setting (e.g. "--max-semi-space-size=64").
 */
import { benchDatabase, benchServerEnv, startServer } from "./lib/server.mjs";
import { round } from "./lib/load.mjs";
import { signedInUser } from "./lib/seed.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3232);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_GC_REQUESTS ?? 400);
const pages = process.argv.length > 2 ? process.argv.slice(2) : ["/api/health", "/settings", "/settings/security", "/billing"];

/** The named numeric fields of one `--trace-gc-nvp` line ("pause=2.1 gc=s … promoted=1150272 …"). */
const fields = (line) => Object.fromEntries([...line.matchAll(/([\w.]+)=([\w.]+)/g)].map(([, key, value]) => [key, value]));

function summarise(traceLines, requests) {
  const events = traceLines.map(fields).filter((f) => f.gc);
  const young = events.filter((f) => f.gc === "s");
  const full = events.filter((f) => f.gc === "mc");
  const sum = (list, key) => list.reduce((total, f) => total + Number(f[key] ?? 0), 0);
  const perRequestKb = (key) => round(sum(young, key) / requests / 1024);
  return {
    allocatedKb: perRequestKb("allocated"),
    promotedKb: perRequestKb("promoted"),
    youngPer100: round((young.length / requests) * 100),
    fullPer100: round((full.length / requests) * 100),
    fullMainThreadMs: full.length ? round((sum(full, "pause") + sum(full, "incremental")) / full.length) : null,
  };
}

const database = await benchDatabase();
const server = await startServer(PORT, benchServerEnv(database.url, BASE, "4"), {
  nodeArgs: ["--trace-gc-nvp", ...(process.env.BENCH_GC_NODE_ARGS ?? "").split(" ").filter(Boolean)],
});
try {
  const cookie = await signedInUser(BASE, database.url, "gc@example.com", "correct horse battery staple 42");
  const get = async (page) => {
    const started = performance.now();
    const response = await fetch(BASE + page, { headers: { cookie } });
    await response.text();
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    return performance.now() - started;
  };
  console.log(
    "| page | p50 ms | p99 ms | allocated KB/request | promoted KB/request | young GCs /100 | full GCs /100 | main thread ms per full GC |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const page of pages) {
    for (let i = 0; i < 50; i++) await get(page);
    // From the first whole line written after the warm-up: the server's output arrives in chunks, not lines.
    const from = server.log.join("").length;
    const latencies = [];
    for (let i = 0; i < REQUESTS; i++) latencies.push(await get(page));
    const text = server.log.join("");
    const trace = text.slice(text.indexOf("\n", from - 1) + 1).split("\n");
    const s = summarise(trace, REQUESTS);
    latencies.sort((a, b) => a - b);
    const at = (q) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    console.log(
      `| ${page} | ${at(0.5)} | ${at(0.99)} | ${s.allocatedKb} | ${s.promotedKb} | ${s.youngPer100} | ${s.fullPer100} | ${s.fullMainThreadMs ?? "—"} |`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
