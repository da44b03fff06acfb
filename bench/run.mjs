#!/usr/bin/env node
/**
 * `npm run bench`: builds the app if needed, starts it in production mode on real PostgreSQL, seeds, measures
 * each scenario with autocannon from this separate process on loopback, and writes bench/results/latest.json
 * and latest.md. Every throughput figure is reported with its ratio to the ceiling measured in the same run;
 * single-connection scenarios measure server time per request and are reported as latency only. The build
 * measured is the bench's own, of the commit the results name (rebuilt whenever HEAD or the tree has moved).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { benchBuild } from "./lib/build.mjs";
import { firstLoadJsKb } from "./lib/first-load.mjs";
import { appQueryPlans } from "./lib/query-plans.mjs";
import { signInLoad } from "./lib/sign-in.mjs";
import { measure, round } from "./lib/load.mjs";
import {
  bigOrganization,
  makeOperator,
  manyOrders,
  manySubscriptions,
  manyUsers,
  memberAfter,
  orderAfter,
  settleDatabase,
  signedInUser,
  userAfter,
} from "./lib/seed.mjs";
import { cacheHit, databaseRead, sessionCookie } from "./lib/session-cache.mjs";
import { benchDatabase, benchServerEnv, startServer } from "./lib/server.mjs";
import { cpuSampler } from "./lib/cpu.mjs";
import { serverProcessEnv } from "../scripts/lib/server-node-options.mjs";
import { startNginx } from "../scripts/lib/nginx.mjs";
import { webhookRequests } from "./lib/webhooks.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const THREADPOOL = process.env.UV_THREADPOOL_SIZE ?? "4";

const { commit, uncommitted } = benchBuild();

const database = await benchDatabase();
const serverEnv = benchServerEnv(database.url, BASE, THREADPOOL);
const server = await startServer(PORT, serverEnv);
// The CPU per request of the ceiling, get-session from the database, sign-in and webhooks (bench/lib/cpu.mjs).
const sampler = cpuSampler(server.pid);

// BENCH_ONLY=<words> measures only the scenarios whose name contains them (the ceiling always).
const only = process.env.BENCH_ONLY;
const direct = "two instances: get-session cache hit, one instance directly";
const balanced = "two instances behind nginx: get-session cache hit, through the balancer";
const twoInstances = !only || direct.includes(only) || balanced.includes(only);
// The second instance starts with the first, and its change feed (which starts with an instance's first auth
// request) before anyone signs in: a feed that starts later distrusts every session changed in the 90 s before
// it started (lib/auth/session-feed/), and the instance would answer the bench user's get-session from the
// database for that long. It stays idle until the two-instance scenarios.
const second = twoInstances ? await startServer(PORT + 1, serverEnv) : null;
if (second) await fetch(`http://127.0.0.1:${PORT + 1}/api/auth/ok`);

const scenarios = [];
/**
 * CPU per request of the scenarios sampled (bench/lib/cpu.mjs), and for the sign-in the share of it its hash took:
 * the server's threads besides the main one are libuv's pool, where scrypt runs, and V8's helpers.
 */
function cpuTable(rows) {
  const sampled = rows.filter((s) => s.cpuPerRequest);
  if (!sampled.length) return [];
  const total = ({ mainThreadMs, otherThreadsMs, postgresMs }) => Math.round((mainThreadMs + otherThreadsMs + postgresMs) * 100) / 100;
  const signIn = sampled.find((s) => s.rawHashesPerSecond)?.cpuPerRequest;
  return [
    "CPU per request over each measured run, read from /proc: the server's main thread (JavaScript), its other threads (libuv's pool, where scrypt hashes, and V8's helpers), and PostgreSQL. Shares of the CPU spent in the same seconds move less with this machine's drifting speed than a ratio of two runs does.",
    "",
    "| scenario | main thread ms | other threads ms | PostgreSQL ms | total ms |",
    "|---|---:|---:|---:|---:|",
    ...sampled.map(
      (s) =>
        `| ${s.name} | ${s.cpuPerRequest.mainThreadMs} | ${s.cpuPerRequest.otherThreadsMs} | ${s.cpuPerRequest.postgresMs} | ${total(s.cpuPerRequest)} |`,
    ),
    "",
    ...(signIn
      ? [
          `Sign-in: its hash (the server's other threads) took ${Math.round((signIn.otherThreadsMs / total(signIn)) * 100) / 100} of the CPU a sign-in cost the server and PostgreSQL.`,
          "",
        ]
      : []),
  ];
}

const add = (name, r, ceilingRps, connections = 20) => {
  const row = {
    name,
    connections,
    rps: r.rps,
    p50Ms: r.p50Ms,
    p97_5Ms: r.p97_5Ms,
    p99Ms: r.p99Ms,
    ceilingRps,
    // One connection measures one request at a time: its figure is latency, not a share of the 20-connection ceiling.
    ratio: connections === 1 ? null : r.rps && ceilingRps ? Math.round((r.rps / ceilingRps) * 100) / 100 : null,
    errors: r.errors,
  };
  if (r.refused) row.refused = r.refused;
  if (r.note) row.note = r.note;
  if (r.cpu) row.cpuPerRequest = r.cpu;
  if (r.rawHashesPerSecond) {
    const { rawHashesPerSecond, rawHashesBeforeAfter, ratioToRawHashes } = r;
    Object.assign(row, { rawHashesPerSecond, rawHashesBeforeAfter, ratioToRawHashes });
  }
  scenarios.push(row);
  console.log(JSON.stringify(row));
};

try {
  const email = `bench-${Date.now()}@bench.example`;
  const password = "bench-password-123";
  const cookie = await signedInUser(BASE, database.url, email, password);
  const session = sessionCookie(BASE, cookie);
  const orgId = await bigOrganization(database.url, email, "bench-org", 10_000);

  const scenario = async (name, run, connections = 20) => {
    if (only && !name.includes(only)) return;
    add(name, await run(), ceiling.rps, connections);
  };
  // Every reply of a cache scenario is checked to be a cache hit, with a cache kept fresh while it runs.
  const cacheHits = (url, extra = {}) =>
    session.fresh(() => measure({ url, headers: extra, cookie: session.current, check: cacheHit, duration: DURATION }));

  const ceiling = await measure({ url: `${BASE}/api/health`, duration: DURATION, sampler });
  add("ceiling: trivial JSON route", ceiling, ceiling.rps);

  await scenario("get-session, cookie cache hit", () => cacheHits(`${BASE}/api/auth/get-session`));
  await scenario("get-session, database read", () =>
    measure({
      url: `${BASE}/api/auth/get-session?disableCookieCache=true`,
      cookie: session.current,
      check: databaseRead,
      duration: DURATION,
      sampler,
    }),
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
    const r = await cacheHits(`${BASE}/api/auth/get-session`);
    await exited;
    const { revocations, seconds } = JSON.parse(out);
    return { ...r, note: `${round(revocations / seconds)} revocations/s meanwhile` };
  });
  // Two instances of the same build behind nginx (round-robin), against one of them directly, in this run.
  if (second) {
    const nginx = await startNginx(PORT + 2, [PORT, PORT + 1]);
    try {
      add(direct, await cacheHits(`${BASE}/api/auth/get-session`), ceiling.rps);
      add(balanced, await cacheHits(`http://127.0.0.1:${PORT + 2}/api/auth/get-session`, { origin: BASE }), ceiling.rps);
    } finally {
      await nginx.stop();
    }
  }
  await scenario("signed-in page: /settings", () =>
    session.fresh(() => measure({ url: `${BASE}/settings`, cookie: session.current, duration: DURATION })),
  );

  await scenario("sign-in with the real password hash", async () => {
    const rawHashes = () =>
      JSON.parse(
        spawnSync(process.execPath, ["bench/lib/hash.mjs", "--child", String(DURATION)], {
          // The C library's tunables the server runs with too (scripts/lib/server-node-options.mjs): like for like.
          env: { ...process.env, UV_THREADPOOL_SIZE: THREADPOOL, GLIBC_TUNABLES: serverProcessEnv().GLIBC_TUNABLES },
          encoding: "utf8",
        }).stdout,
      ).hashesPerSecond;
    // The raw figure just before and just after the sign-ins, averaged: this machine's speed drifts by several
    // percent from one minute to the next, and one reference taken on one side only moved the ratio with it.
    const before = rawHashes();
    const signIn = await signInLoad(BASE, email, password, DURATION, { sampler });
    const after = rawHashes();
    const raw = (before + after) / 2;
    return {
      ...signIn,
      rawHashesPerSecond: Math.round(raw * 10) / 10,
      rawHashesBeforeAfter: [Math.round(before * 10) / 10, Math.round(after * 10) / 10],
      ratioToRawHashes: Math.round((signIn.rps / raw) * 100) / 100,
    };
  });

  const { customerId, userId } = await manyOrders(database.url, email, 100_000);
  // 100 000 users in all (the bench user, the organization's 10 000 members and these), for the console.
  await manyUsers(database.url, 89_999);
  await settleDatabase(database.url);
  // The deep pages' cursors, encoded by the app, and the plans of the app's own queries for them.
  const plans = appQueryPlans({
    url: database.url,
    orgId,
    memberAfter: await memberAfter(database.url, orgId, 9950),
    customerId,
    userId,
    orderAfter: await orderAfter(database.url, customerId, 99_950),
    userAfter: await userAfter(database.url, 99_975),
  });
  const onePage = (url) => () => session.fresh(() => measure({ url, cookie: session.current, connections: 1, duration: DURATION }));
  await scenario("members, first page (10 000 members)", onePage(`${BASE}/orgs/bench-org/members`), 1);
  await scenario(
    "members, deep page after 9 950 (10 000 members)",
    onePage(`${BASE}/orgs/bench-org/members?after=${plans.membersCursor}`),
    1,
  );
  // The other signed-in pages of target 3, one request at a time: their server time, as the members page's.
  for (const [name, path] of [
    ["settings", "/settings"],
    ["settings, security tab", "/settings/security"],
    ["billing", "/billing"],
    ["organization overview (10 000 members)", "/orgs/bench-org"],
    ["organization teams (10 000 members, a team of 20)", "/orgs/bench-org/teams"],
    ["organization settings (10 000 members)", "/orgs/bench-org/settings"],
  ])
    await scenario(`page: ${name}`, onePage(`${BASE}${path}`), 1);
  await scenario("orders, first page (100 000 orders)", onePage(`${BASE}/api/billing/orders`), 1);
  await scenario("orders, deep page after 99 950 (100 000 orders)", onePage(`${BASE}/api/billing/orders?after=${plans.ordersCursor}`), 1);

  // The console's users table, as an operator (the bench user, made one as npm run admin:grant would).
  const usersScenarios = ["users, first page (100 000 users)", "users, deep page after 99 975 (100 000 users)", "users, search by prefix"];
  const revenueScenario = "revenue overview page, 90 days (100 000 orders, 20 000 subscriptions)";
  if (!only || [...usersScenarios, revenueScenario].some((name) => name.includes(only))) await makeOperator(database.url, email);
  await scenario(usersScenarios[0], onePage(`${BASE}/admin/users`), 1);
  await scenario(usersScenarios[1], onePage(`${BASE}/admin/users?after=${plans.usersCursor}`), 1);
  await scenario(usersScenarios[2] + " (100 000 users)", onePage(`${BASE}/admin/users?q=person12`), 1);

  // The console's revenue overview over the 100 000 orders (all within 90 days) and 20 000 subscriptions: the
  // page as an operator gets it, and the app's SQL timed alone (bench/lib/revenue-sql.ts).
  let revenueSql = null;
  if (!only || revenueScenario.includes(only)) {
    await manySubscriptions(database.url, customerId, 20_000);
    await settleDatabase(database.url);
    await scenario(revenueScenario, onePage(`${BASE}/admin/revenue?days=90`), 1);
    revenueSql = JSON.parse(
      execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/lib/revenue-sql.ts", database.url], {
        encoding: "utf8",
      }),
    );
    console.log(JSON.stringify({ revenueSql }));
  }

  // Its ratio is to the ceiling measured again just before and just after it, averaged, as the sign-in's raw hashes
  // are: the run's first ceiling is many minutes old here, and this machine's speed drifts by several percent from
  // one minute to the next (771 to 1052 req/s for the same build within an hour).
  const webhooks = "webhook ingestion: signed order.paid, verified, stored and applied (10 % duplicates)";
  if (!only || webhooks.includes(only)) {
    const ceilingNow = () => measure({ url: `${BASE}/api/health`, duration: DURATION });
    const before = await ceilingNow();
    const r = await measure({ url: `${BASE}/api/webhooks/polar`, requests: webhookRequests(), duration: DURATION, sampler });
    const after = await ceilingNow();
    const note = `ratio to the ceiling measured just before and just after it, ${before.rps} and ${after.rps} req/s`;
    add(webhooks, { ...r, note }, round((before.rps + after.rps) / 2));
  }

  const firstLoad = firstLoadJsKb();
  mkdirSync("bench/results", { recursive: true });
  const result = {
    commit,
    uncommittedFiles: uncommitted.length,
    measuredAt: new Date().toISOString(),
    durationSeconds: DURATION,
    threadPool: Number(THREADPOOL),
    scenarios,
    firstLoadJsKb: firstLoad,
    membersDeepPagePlan: plans.members,
    ordersDeepPagePlan: plans.orders,
    usersDeepPagePlan: plans.users,
    usersSearchPlan: plans.usersSearch,
    revenueSql,
  };
  // A partial run (BENCH_ONLY) never replaces the full figures.
  const target = process.env.BENCH_ONLY ? "bench/results/partial" : "bench/results/latest";
  writeFileSync(`${target}.json`, `${JSON.stringify(result, null, 2)}\n`);
  const signInRow = scenarios.find((s) => s.rawHashesPerSecond);
  const md = [
    `# Benchmark ${result.measuredAt}`,
    "",
    `Commit ${commit}, built and measured by this run${uncommitted.length ? ` (with ${uncommitted.length} uncommitted files in the tree: ${uncommitted.map((l) => l.slice(3)).join(", ")})` : ""}; ${DURATION} s per scenario after a 3 s warm-up; 20 connections unless noted; UV_THREADPOOL_SIZE=${THREADPOOL}.`,
    "",
    "Every reply of a cookie-cache scenario is checked to be a cache hit (the session, and no cookie set: a reply read from the database always sets a fresh cache cookie), and every reply of the database scenario to be a database read (a fresh cache cookie set); a reply that is not counts as an error. The cache cookie is refreshed before each scenario and every 20 s during it, so no scenario outlives the 60 s cache.",
    "",
    "| scenario | req/s | p50 ms | p97.5 ms | p99 ms | ratio to ceiling | errors |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...scenarios.map(
      (s) =>
        `| ${s.name}${s.note ? ` (${s.note})` : ""}${s.connections === 1 ? " [1 connection: latency]" : ""} | ${s.rps} | ${s.p50Ms} | ${s.p97_5Ms} | ${s.p99Ms} | ${s.ratio ?? "—"} | ${s.errors} |`,
    ),
    "",
    `Sign-in: ${signInRow?.ratioToRawHashes} of ${signInRow?.rawHashesPerSecond} raw scrypt hashes/s computed with the same parameters, thread pool and C library tunables (the mean of ${signInRow?.rawHashesBeforeAfter?.join(" just before and ")} just after the sign-ins).`,
    "",
    ...cpuTable(scenarios),
    "The pages marked [1 connection] (members, the other signed-in pages, orders, users, revenue) are measured with 1 connection: one request at a time, so their figures are server time per request (latency), not a share of the 20-connection ceiling; autocannon reports p97.5, a stricter figure than the p95 of the target.",
    "",
    ...(revenueSql
      ? [
          `Revenue overview SQL alone (the app's revenueOverview, ${revenueSql.days90.runs} runs per window, 100 000 orders within 90 days, 20 000 subscriptions): 30 days p50 ${revenueSql.days30.p50Ms} ms, p95 ${revenueSql.days30.p95Ms} ms, slowest ${revenueSql.days30.maxMs} ms; 90 days p50 ${revenueSql.days90.p50Ms} ms, p95 ${revenueSql.days90.p95Ms} ms, slowest ${revenueSql.days90.maxMs} ms.`,
          "",
        ]
      : []),
    "| page | first-load JS (gzip KB) |",
    "|---|---:|",
    ...Object.entries(firstLoad).map(([route, kb]) => `| ${route} | ${kb} |`),
    "",
    "Deep members page plan (the app's own listMembersPage query, as it reached PostgreSQL):",
    "",
    "```",
    plans.members,
    "```",
    "",
    "Deep orders page plan (the app's own ordersPage query, as it reached PostgreSQL):",
    "",
    "```",
    plans.orders,
    "```",
    "",
    "Deep users page plan (the console's listUsersPage query, as it reached PostgreSQL):",
    "",
    "```",
    plans.users,
    "```",
    "",
    "Users search plan (e-mail or name prefix, or the exact id):",
    "",
    "```",
    plans.usersSearch,
    "```",
    "",
  ].join("\n");
  writeFileSync(`${target}.md`, md);
  console.log(md);
} finally {
  await second?.stop();
  await server.stop();
  await database.drop();
}
