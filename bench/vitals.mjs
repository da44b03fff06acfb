// Run with tsx (npm run bench:vitals): it lays out the standalone server with the deploy tests' own helper.
/**
 * `npm run bench:vitals`: cold start and memory. Cold start: the production server (`next start`, and the
 * standalone `node server.js` the container image runs) is started again and again on a migrated database, and
 * the time from spawning it to its first signed-in get-session answered is taken. Memory: one `next start` serves a
 * soak of mixed traffic (sign-ins, /settings, signed Polar webhooks, get-session from the database and from the
 * cookie cache, all at once) for BENCH_SOAK_SECONDS (default 600) while its resident memory is sampled every 5 s;
 * reported are the peak and how much it grew from the first minute to the last. Writes its results to bench/results/.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { benchBuild } from "./lib/build.mjs";
import { measure, round } from "./lib/load.mjs";
import { signedInUser } from "./lib/seed.mjs";
import { benchDatabase, benchServerEnv, startServer } from "./lib/server.mjs";
import { webhookRequests } from "./lib/webhooks.mjs";
import { serverProcessEnv } from "../scripts/lib/server-node-options.mjs";
import { standaloneImage } from "../tests/deploy/standalone.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3214);
const BASE = `http://127.0.0.1:${PORT}`;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const COLD_STARTS = 3;
const THREADPOOL = process.env.UV_THREADPOOL_SIZE ?? "4";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const { commit, uncommitted } = benchBuild();

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
function rssMb(pid) {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    // no children file: no children
  }
  return Math.round((own / 1024 + children.reduce((sum, child) => sum + rssMb(Number(child)), 0)) * 10) / 10;
}

const METRICS_TOKEN = "bench-metrics-token-0123456789";
const HEAP_METRICS = {
  heapUsedMb: "nodejs_heap_size_used_bytes",
  heapTotalMb: "nodejs_heap_size_total_bytes",
  externalMb: "nodejs_external_memory_bytes",
};

/** The server's own account of its memory (its Prometheus metrics), to tell the JavaScript heap from the rest. */
async function heapOf() {
  const text = await fetch(`${BASE}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
  return Object.fromEntries(
    Object.entries(HEAP_METRICS).map(([key, name]) => {
      const value = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, "m").exec(text)?.[1];
      return [key, value ? round(Number(value) / 2 ** 20) : null];
    }),
  );
}

/** Spawns a server and times its first signed-in get-session (polled every 20 ms), then stops it. */
async function coldStart(command, args, options, cookie) {
  const started = performance.now();
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  const log = [];
  child.stdout.on("data", (d) => log.push(String(d)));
  child.stderr.on("data", (d) => log.push(String(d)));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join("")}`);
      const answered = await fetch(`${BASE}/api/auth/get-session`, { headers: { cookie } }).then(
        async (r) => r.ok && (await r.text()).startsWith('{"session":'),
        () => false,
      );
      if (answered) return Math.round(performance.now() - started);
      if (performance.now() - started > 60_000) throw new Error(`no get-session within 60 s:\n${log.join("")}`);
      await sleep(20);
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    await exited;
  }
}

const database = await benchDatabase();
const env = { ...benchServerEnv(database.url, BASE, THREADPOOL), METRICS_TOKEN };
const email = "vitals@bench.example";
const password = "bench-password-123";
const result = { commit, uncommittedFiles: uncommitted.length, measuredAt: new Date().toISOString(), soakSeconds: SOAK_SECONDS };
try {
  // The database migrated and a user signed in by a first server, stopped before the cold starts.
  let cookie;
  {
    const first = await startServer(PORT, env);
    try {
      cookie = await signedInUser(BASE, database.url, email, password);
    } finally {
      await first.stop();
    }
  }

  const nextStart = [];
  for (let i = 0; i < COLD_STARTS; i += 1)
    nextStart.push(
      await coldStart(
        process.execPath,
        ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)],
        {
          env: { ...process.env, ...env, ...serverProcessEnv(), NODE_ENV: "production", PORT: String(PORT) },
        },
        cookie,
      ),
    );
  const image = standaloneImage();
  const standalone = [];
  try {
    for (let i = 0; i < COLD_STARTS; i += 1)
      standalone.push(
        await coldStart(
          process.execPath,
          ["server.js"],
          {
            cwd: image.dir,
            env: {
              PATH: process.env.PATH,
              NODE_ENV: "production",
              // The image's options and tunables: what `npm start` gives a server started with none of its own.
              ...serverProcessEnv({}),
              PORT: String(PORT),
              HOSTNAME: "127.0.0.1",
              ...env,
            },
          },
          cookie,
        ),
      );
  } finally {
    image.cleanup();
  }
  result.coldStartMs = { nextStart, standalone };
  console.log(JSON.stringify({ coldStartMs: result.coldStartMs }));

  // The soak: every kind of traffic at once, memory sampled throughout.
  const server = await startServer(PORT, env);
  const pid = server.pid;
  try {
    const samples = [];
    const started = performance.now();
    const sample = async () =>
      samples.push({ atSeconds: round((performance.now() - started) / 1000), rssMb: rssMb(pid), ...(await heapOf().catch(() => ({}))) });
    const sampler = setInterval(() => void sample(), 5000);
    await sample();
    const forSoak = { duration: SOAK_SECONDS, warmup: 0 };
    const streams = await Promise.all([
      measure({
        ...forSoak,
        url: `${BASE}/api/auth/sign-in/email`,
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE },
        body: JSON.stringify({ email, password }),
        connections: 4,
      }),
      measure({ ...forSoak, url: `${BASE}/settings`, cookie: () => cookie, connections: 6 }),
      measure({ ...forSoak, url: `${BASE}/api/webhooks/polar`, requests: webhookRequests(), connections: 4 }),
      measure({ ...forSoak, url: `${BASE}/api/auth/get-session?disableCookieCache=true`, cookie: () => cookie, connections: 3 }),
      measure({ ...forSoak, url: `${BASE}/api/auth/get-session`, cookie: () => cookie, connections: 3 }),
    ]);
    clearInterval(sampler);
    await sample();
    // The first sample is taken before any traffic: the server at rest, reported apart. Growth compares the soak's
    // own first and last minutes, so the ramp from rest to load is not counted as growth.
    const firstMinute = samples.slice(1).filter((s) => s.atSeconds <= 60);
    const lastMinute = samples.filter((s) => s.atSeconds >= SOAK_SECONDS - 60);
    const mean = (list) => list.reduce((n, s) => n + s.rssMb, 0) / list.length;
    result.memory = {
      peakMb: Math.max(...samples.map((s) => s.rssMb)),
      peakHeapUsedMb: Math.max(...samples.map((s) => s.heapUsedMb ?? 0)),
      atRestMb: samples[0].rssMb,
      firstMinuteMb: round(mean(firstMinute)),
      lastMinuteMb: round(mean(lastMinute)),
      // Three decimals: round() keeps one, which showed 8.8 % as 10 %.
      growth: Math.round((mean(lastMinute) / mean(firstMinute) - 1) * 1000) / 1000,
      samples,
    };
    result.soakTraffic = ["sign-in", "/settings", "Polar webhooks", "get-session (database)", "get-session (cache)"].map((name, i) => ({
      name,
      ...streams[i],
    }));
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}

const ms = (list) => list.map((n) => `${n} ms`).join(", ");
const md = [
  `# Cold start and memory ${result.measuredAt}`,
  "",
  `Commit ${commit}${uncommitted.length ? ` (with ${uncommitted.length} uncommitted files)` : ""}; UV_THREADPOOL_SIZE=${THREADPOOL}.`,
  "",
  `Cold start, from spawning the server to its first signed-in get-session answered (target: within 2 000 ms): \`next start\` ${ms(result.coldStartMs.nextStart)}; standalone \`node server.js\` ${ms(result.coldStartMs.standalone)}.`,
  "",
  `Memory under a ${SOAK_SECONDS} s soak of all traffic at once (target: under 400 MB, growth under 10 %): peak ${result.memory.peakMb} MB (at rest before it: ${result.memory.atRestMb} MB); first minute ${result.memory.firstMinuteMb} MB, last minute ${result.memory.lastMinuteMb} MB, growth ${Math.round(result.memory.growth * 1000) / 10} %; the JavaScript heap in use peaked at ${result.memory.peakHeapUsedMb} MB.`,
  "",
  "| traffic during the soak | req/s | p50 ms | p99 ms | errors |",
  "|---|---:|---:|---:|---:|",
  ...result.soakTraffic.map((t) => `| ${t.name} | ${t.rps} | ${t.p50Ms} | ${t.p99Ms} | ${t.errors} |`),
  "",
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/vitals.json", `${JSON.stringify(result, null, 2)}\n`);
writeFileSync("bench/results/vitals.md", md);
console.log(md);
if (result.soakTraffic.some((t) => t.errors)) process.exitCode = 1;
