// Run with tsx (npm run bench:trace): it reads the tests' OTLP receiver, written in TypeScript.
/**
 * `npm run bench:trace`: what one request of each hot path does besides its own work. Starts the production build
 * with its traces sent to a local OTLP receiver (the app's own instrumentation: each request, each query made in
 * it, each outgoing call, each job), makes a few of each request after a warm-up, and prints per path the
 * queries (statement, how many per request, time) and the other spans, from the traces alone.
 */
import { benchBuild } from "./lib/build.mjs";
import { signedInUser } from "./lib/seed.mjs";
import { benchDatabase, benchServerEnv, startServer } from "./lib/server.mjs";
import { webhookRequests } from "./lib/webhooks.mjs";
import { startOtlpReceiver } from "../tests/serverless/otlp-receiver.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3212);
const BASE = `http://127.0.0.1:${PORT}`;
const TIMES = 5;

/** A span as the receiver keeps it, with OTLP's nanosecond start and end. */
const ms = (s) => (Number(BigInt(s.endTimeUnixNano) - BigInt(s.startTimeUnixNano)) / 1e6).toFixed(2);

benchBuild();
const receiver = await startOtlpReceiver(PORT + 1);
const database = await benchDatabase();
const server = await startServer(PORT, {
  ...benchServerEnv(database.url, BASE, process.env.UV_THREADPOOL_SIZE ?? "4"),
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
  OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
  OTEL_SERVICE_NAME: "bench-trace",
});
try {
  const email = "trace@bench.example";
  const password = "bench-password-123";
  const cookie = await signedInUser(BASE, database.url, email, password);
  // Each a new event (a fresh webhook-id), signed as Polar signs it.
  const [polarEvent] = webhookRequests();
  const paths = [
    [
      "sign-in",
      () =>
        fetch(`${BASE}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE },
          body: JSON.stringify({ email, password }),
        }),
    ],
    ["get-session, database read", () => fetch(`${BASE}/api/auth/get-session?disableCookieCache=true`, { headers: { cookie } })],
    ["/settings", () => fetch(`${BASE}/settings`, { headers: { cookie } })],
    ["Polar webhook order.paid", () => fetch(`${BASE}/api/webhooks/polar`, polarEvent.setupRequest({ method: "POST" }))],
  ];
  for (const [name, request] of paths) {
    await (await request()).arrayBuffer(); // warm-up, not counted
    await new Promise((r) => setTimeout(r, 1500));
    const before = new Set(receiver.spans.map((s) => s.spanId));
    for (let i = 0; i < TIMES; i += 1) {
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: ${res.status}`);
    }
    // The app's batch exporter sends every second.
    await new Promise((r) => setTimeout(r, 2500));
    const spans = receiver.spans.filter((s) => !before.has(s.spanId));
    const roots = spans.filter((s) => !s.parentSpanId || !spans.some((p) => p.spanId === s.parentSpanId));
    console.log(`\n## ${name}: ${TIMES} requests, ${spans.length} spans, ${roots.length} roots`);
    for (const root of roots.slice(0, 1)) console.log(`root ${root.name}: ${ms(root)} ms`);
    const byKey = new Map();
    for (const s of spans) {
      if (roots.includes(s)) continue;
      const statement = s.attributes["db.query.text"] ?? s.attributes["db.statement"];
      const key = statement ? `query: ${String(statement).replace(/\s+/g, " ").slice(0, 160)}` : `span: ${s.name}`;
      const entry = byKey.get(key) ?? { count: 0, totalMs: 0 };
      entry.count += 1;
      entry.totalMs += Number(ms(s));
      byKey.set(key, entry);
    }
    const rows = [...byKey].sort((a, b) => b[1].totalMs - a[1].totalMs);
    const queries = rows.filter(([k]) => k.startsWith("query:")).reduce((n, [, v]) => n + v.count, 0);
    console.log(`${(queries / TIMES).toFixed(1)} queries per request`);
    // One request's spans in the order they started, indented by depth: what happens, in sequence.
    const one = spans.find((s) => s.name.startsWith("executing api route") || /^(GET|POST) \//.test(s.name));
    if (process.env.TRACE_SEQUENCE && one) {
      const ofTrace = spans
        .filter((s) => s.traceId === one.traceId)
        .sort((a, b) => (BigInt(a.startTimeUnixNano) < BigInt(b.startTimeUnixNano) ? -1 : 1));
      const depth = (s) => {
        const parent = ofTrace.find((p) => p.spanId === s.parentSpanId);
        return parent ? 1 + depth(parent) : 0;
      };
      for (const s of ofTrace) {
        const statement = s.attributes["db.query.text"] ?? s.attributes["db.statement"];
        const what = statement ? String(statement).replace(/\s+/g, " ").slice(0, 110) : s.name;
        console.log(`${"  ".repeat(Math.min(depth(s), 10))}${ms(s)} ms ${what}`);
      }
    }
    for (const [key, v] of rows)
      console.log(`${(v.count / TIMES).toFixed(1).padStart(5)}×  ${(v.totalMs / v.count).toFixed(2).padStart(7)} ms  ${key}`);
  }
} finally {
  await server.stop();
  await receiver.stop();
  await database.drop();
}
