#!/usr/bin/env node
/**
 * `npm run bench:profile -- /settings`: where a signed-in page's server time goes (`-- sign-in`: a password sign-in's;
 * `-- webhooks`: Polar's signed order.paid events, as the bench sends them; `-- /orgs/bench-org/members`: an
 * organization's page, on an organization of 10 000 members owned by the signed-in user).
 * Starts the production build (run `next build` first) under Node's CPU profiler on a fresh PostgreSQL database,
 * signs a user in, loads the page (or signs in again and again) for BENCH_DURATION seconds (default 10) at 20
 * connections, then prints the heaviest functions by self time and by package, and leaves the .cpuprofile in
 * PROFILE_DIR (default .bench-profile/) for DevTools.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { measure } from "./lib/load.mjs";
import { bigOrganization, signedInUser } from "./lib/seed.mjs";
import { benchDatabase, startServer } from "./lib/server.mjs";
import { signInLoad } from "./lib/sign-in.mjs";
import { BENCH_WEBHOOK_SECRET, webhookRequests } from "./lib/webhooks.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;
const page = process.argv[2] ?? "/settings";
const dir = path.resolve(process.env.PROFILE_DIR ?? ".bench-profile");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const database = await benchDatabase();
const server = await startServer(
  PORT,
  {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: "bench-secret-7d0c6b1e9f2a4c8e5b3a1d7f9e0c2b4a",
    BETTER_AUTH_URL: BASE,
    RATE_LIMIT_MAX: "100000000",
    MAIL_OUTBOX: "accept",
    POLAR_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
  },
  { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`] },
);
try {
  const [email, password] = ["profile@example.com", "correct horse battery staple 42"];
  const cookie = await signedInUser(BASE, database.url, email, password);
  // An organization's pages are profiled on the bench's organization of 10 000 members, owned by this user.
  if (page.startsWith("/orgs/bench-org")) await bigOrganization(database.url, email, "bench-org", 10_000);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const result =
    page === "sign-in"
      ? await signInLoad(BASE, email, password, duration)
      : page === "webhooks"
        ? await measure({ url: `${BASE}/api/webhooks/polar`, requests: webhookRequests(), duration })
        : await measure({ url: `${BASE}${page}`, cookie: () => cookie, duration });
  console.log(`${page}: ${result.rps} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}`);
} finally {
  await server.stop();
  await database.drop();
}

// The server's profile is the largest one written (next start's own parent process writes a small one).
const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
const biggest = files.map((f) => path.join(dir, f)).sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
if (!biggest) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(readFileSync(biggest, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
const deltas = profile.timeDeltas;
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const fns = new Map();
const pkgs = new Map();
const packageOf = (url) => {
  if (!url) return "(native)";
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes("/.next/")) return "(app build)";
  return url.startsWith("node:") ? "(node)" : url;
};
for (const [id, us] of selfUs) {
  const { callFrame: f } = byId.get(id);
  const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*node_modules\//, "")}:${f.lineNumber}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const pkg = packageOf(f.url);
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join("\n");
console.log(`\nself time by package (${(total / 1e6).toFixed(1)} s sampled):\n${top(pkgs, 15)}`);
console.log(`\nheaviest functions:\n${top(fns, 30)}`);
console.log(`\nprofile: ${biggest}`);
