#!/usr/bin/env node
/**
 * `npm run bench`: builds the app if needed, starts it in production mode on real PostgreSQL, seeds, measures
 * each scenario with autocannon from this separate process on loopback, and writes bench/results/latest.json
 * and latest.md. Every figure is reported with its ratio to the ceiling measured in the same run.
 */
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { firstLoadJsKb } from "./lib/first-load.mjs";
import { measure, round } from "./lib/load.mjs";
import {
  bigOrganization,
  explainMembersPage,
  explainOrdersPage,
  manyOrders,
  memberCursorAfter,
  orderCursorAfter,
  signedInUser,
} from "./lib/seed.mjs";
import { benchDatabase, startServer } from "./lib/server.mjs";
import { startNginx } from "../scripts/lib/nginx.mjs";
import { BENCH_WEBHOOK_SECRET, webhookRequests } from "./lib/webhooks.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const THREADPOOL = process.env.UV_THREADPOOL_SIZE ?? "4";

if (!existsSync(".next/BUILD_ID") || process.env.BENCH_REBUILD) {
  console.log("building…");
  execSync("npx next build", { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
}

const database = await benchDatabase();
const serverEnv = {
  DATABASE_URL: database.url,
  BETTER_AUTH_SECRET: "bench-secret-7d0c6b1e9f2a4c8e5b3a1d7f9e0c2b4a",
  BETTER_AUTH_URL: BASE,
  UV_THREADPOOL_SIZE: THREADPOOL,
  // Production rate limits stay on; the sign-in budget is raised so the scenario measures hashing, not 429s.
  RATE_LIMIT_MAX: "100000000",
  POLAR_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
};
const server = await startServer(PORT, serverEnv);

const scenarios = [];
const add = (name, r, ceilingRps) => {
  const row = {
    name,
    rps: r.rps,
    p50Ms: r.p50Ms,
    p97_5Ms: r.p97_5Ms,
    p99Ms: r.p99Ms,
    ceilingRps,
    ratio: r.rps && ceilingRps ? Math.round((r.rps / ceilingRps) * 100) / 100 : null,
    errors: r.errors,
  };
  if (r.note) row.note = r.note;
  if (r.rawHashesPerSecond) Object.assign(row, { rawHashesPerSecond: r.rawHashesPerSecond, ratioToRawHashes: r.ratioToRawHashes });
  scenarios.push(row);
  console.log(JSON.stringify(row));
};

try {
  const email = `bench-${Date.now()}@bench.example`;
  const password = "bench-password-123";
  const cookie = await signedInUser(BASE, database.url, email, password);
  const orgId = await bigOrganization(database.url, email, "bench-org", 10_000);

  // BENCH_ONLY=<words> measures only the scenarios whose name contains them (the ceiling always).
  const only = process.env.BENCH_ONLY;
  const scenario = async (name, run) => {
    if (only && !name.includes(only)) return;
    add(name, await run(), ceiling.rps);
  };

  const ceiling = await measure({ url: `${BASE}/api/health`, duration: DURATION });
  add("ceiling: trivial JSON route", ceiling, ceiling.rps);

  await scenario("get-session, cookie cache hit", () =>
    measure({ url: `${BASE}/api/auth/get-session`, headers: { cookie }, duration: DURATION }),
  );
  await scenario("get-session, database read", () =>
    measure({ url: `${BASE}/api/auth/get-session?disableCookieCache=true`, headers: { cookie }, duration: DURATION }),
  );
  // The change feed under load: get-session from the cache while another process revokes sessions (each a
  // committed deletion the feed hears of) as fast as it can.
  await scenario("get-session, cookie cache hit, while another process revokes sessions continuously", async () => {
    const revoker = spawn(process.execPath, ["bench/lib/revoker.mjs", database.url, String(DURATION + 3)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    revoker.stdout.on("data", (d) => (out += d));
    const exited = new Promise((resolve) => revoker.once("exit", resolve));
    const r = await measure({ url: `${BASE}/api/auth/get-session`, headers: { cookie }, duration: DURATION });
    await exited;
    const { revocations, seconds } = JSON.parse(out);
    return { ...r, note: `${round(revocations / seconds)} revocations/s meanwhile` };
  });
  // Two instances of the same build behind nginx (round-robin), against one of them directly, in this run.
  const direct = "two instances: get-session cache hit, one instance directly";
  const balanced = "two instances behind nginx: get-session cache hit, through the balancer";
  if (!only || direct.includes(only) || balanced.includes(only)) {
    const second = await startServer(PORT + 1, serverEnv);
    const nginx = await startNginx(PORT + 2, [PORT, PORT + 1]);
    try {
      add(direct, await measure({ url: `${BASE}/api/auth/get-session`, headers: { cookie }, duration: DURATION }), ceiling.rps);
      add(
        balanced,
        await measure({ url: `http://127.0.0.1:${PORT + 2}/api/auth/get-session`, headers: { cookie, origin: BASE }, duration: DURATION }),
        ceiling.rps,
      );
    } finally {
      await nginx.stop();
      await second.stop();
    }
  }
  await scenario("signed-in page: /settings", () => measure({ url: `${BASE}/settings`, headers: { cookie }, duration: DURATION }));

  await scenario("sign-in with the real password hash", async () => {
    const signIn = await measure({
      url: `${BASE}/api/auth/sign-in/email`,
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ email, password }),
      duration: DURATION,
    });
    const raw = JSON.parse(
      spawnSync(process.execPath, ["bench/lib/hash.mjs", "--child", String(DURATION)], {
        env: { ...process.env, UV_THREADPOOL_SIZE: THREADPOOL },
        encoding: "utf8",
      }).stdout,
    );
    return {
      ...signIn,
      rawHashesPerSecond: Math.round(raw.hashesPerSecond * 10) / 10,
      ratioToRawHashes: Math.round((signIn.rps / raw.hashesPerSecond) * 100) / 100,
    };
  });

  await scenario("members, first page (10 000 members)", () =>
    measure({ url: `${BASE}/orgs/bench-org/members`, headers: { cookie }, connections: 1, duration: DURATION }),
  );
  const deep = await memberCursorAfter(database.url, orgId, 9950);
  await scenario("members, deep page after 9 950 (10 000 members)", () =>
    measure({ url: `${BASE}/orgs/bench-org/members?after=${deep.cursor}`, headers: { cookie }, connections: 1, duration: DURATION }),
  );
  const plan = await explainMembersPage(database.url, orgId, deep);

  const { customerId, userId } = await manyOrders(database.url, email, 100_000);
  await scenario("orders, first page (100 000 orders)", () =>
    measure({ url: `${BASE}/api/billing/orders`, headers: { cookie }, connections: 1, duration: DURATION }),
  );
  const deepOrder = await orderCursorAfter(database.url, customerId, 99_950);
  await scenario("orders, deep page after 99 950 (100 000 orders)", () =>
    measure({ url: `${BASE}/api/billing/orders?after=${deepOrder.cursor}`, headers: { cookie }, connections: 1, duration: DURATION }),
  );
  const ordersPlan = await explainOrdersPage(database.url, customerId, userId, deepOrder);

  await scenario("webhook ingestion: signed order.paid, verified, stored and applied (10 % duplicates)", () =>
    measure({ url: `${BASE}/api/webhooks/polar`, requests: webhookRequests(), duration: DURATION }),
  );

  const firstLoad = firstLoadJsKb();
  const commit = execSync("git rev-parse HEAD").toString().trim();
  mkdirSync("bench/results", { recursive: true });
  const result = {
    commit,
    measuredAt: new Date().toISOString(),
    durationSeconds: DURATION,
    threadPool: Number(THREADPOOL),
    scenarios,
    firstLoadJsKb: firstLoad,
    membersDeepPagePlan: plan,
    ordersDeepPagePlan: ordersPlan,
  };
  // A partial run (BENCH_ONLY) never replaces the full figures.
  const target = process.env.BENCH_ONLY ? "bench/results/partial" : "bench/results/latest";
  writeFileSync(`${target}.json`, `${JSON.stringify(result, null, 2)}\n`);
  const md = [
    `# Benchmark ${result.measuredAt}`,
    "",
    `Commit ${commit}; ${DURATION} s per scenario after a 3 s warm-up; 20 connections unless noted; UV_THREADPOOL_SIZE=${THREADPOOL}.`,
    "",
    "| scenario | req/s | p50 ms | p97.5 ms | p99 ms | ratio to ceiling | errors |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...scenarios.map(
      (s) =>
        `| ${s.name}${s.note ? ` (${s.note})` : ""} | ${s.rps} | ${s.p50Ms} | ${s.p97_5Ms} | ${s.p99Ms} | ${s.ratio ?? ""} | ${s.errors} |`,
    ),
    "",
    `Sign-in: ${scenarios.find((s) => s.rawHashesPerSecond)?.ratioToRawHashes} of ${scenarios.find((s) => s.rawHashesPerSecond)?.rawHashesPerSecond} raw scrypt hashes/s computed with the same parameters and thread pool.`,
    "",
    "Members and orders pages are measured with 1 connection (server time per request); autocannon reports p97.5, a stricter figure than the p95 of the target.",
    "",
    "| page | first-load JS (gzip KB) |",
    "|---|---:|",
    ...Object.entries(firstLoad).map(([route, kb]) => `| ${route} | ${kb} |`),
    "",
    "Deep members page plan:",
    "",
    "```",
    plan,
    "```",
    "",
    "Deep orders page plan:",
    "",
    "```",
    ordersPlan,
    "```",
    "",
  ].join("\n");
  writeFileSync(`${target}.md`, md);
  console.log(md);
} finally {
  await server.stop();
  await database.drop();
}
