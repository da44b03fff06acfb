#!/usr/bin/env node
/**
 * `npm run bench:scale`: the same queries at 10 000, 100 000 and 1 000 000 users, to show which costs stay flat as
 * the tables grow. For each size a fresh database is seeded in bulk (INSERT … SELECT over generate_series, one
 * statement per table) in proportion: every user has a password account and a session; one organization has a
 * tenth of them as members and as many activity entries and orders as there are users. The production build then
 * answers, one request at a time (server time), the pages that read those tables at their first and deepest
 * page and the console's prefix searches, and at 20 connections get-session from the database and sign-in. Writes
 * its results (JSON, and a markdown table) to bench/results/, each figure beside its 10 000 one, with the plans at the largest size.
 *
 * BENCH_SCALE_SIZES (comma-separated) and BENCH_DURATION (seconds per scenario, default 5) narrow a run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { benchBuild } from "./lib/build.mjs";
import { measure, round } from "./lib/load.mjs";
import { appQueryPlans } from "./lib/query-plans.mjs";
import {
  accountsAndSessions,
  activityAfter,
  bigOrganization,
  makeOperator,
  manyActivity,
  manyOrders,
  manyUsers,
  memberAfter,
  orderAfter,
  settleDatabase,
  signedInUser,
  userAfter,
} from "./lib/seed.mjs";
import { databaseRead, sessionCookie } from "./lib/session-cache.mjs";
import { benchServerEnv, startServer } from "./lib/server.mjs";
import { signInLoad } from "./lib/sign-in.mjs";
import { createFreshDatabase } from "../scripts/lib/fresh-database.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const THREADPOOL = process.env.UV_THREADPOOL_SIZE ?? "4";
const SIZES = (process.env.BENCH_SCALE_SIZES ?? "10000,100000,1000000").split(",").map(Number);
/** Each figure at the largest size may be at most this many times its figure at the smallest. */
const TARGET = 1.3;
/**
 * Searches that show as many rows at every size, so that only the search's own cost can grow: "person4242@" starts
 * one address at every size (an operator looking someone up), "person 42" a full page of names at every size (111
 * at 10 000 users, 11 111 at a million: a broad prefix, the first letters typed, its matches spread over the years
 * of sign-ups as people's names are; see manyUsers).
 */
const SEARCH_EMAIL = "person4242@";
const SEARCH_NAME = "person 42";

const { commit, uncommitted } = benchBuild();

const seconds = (since) => round((performance.now() - since) / 1000);

/** Seeds a fresh database with `users` users and all that comes in proportion; returns what the scenarios need. */
async function seed(url, users) {
  const email = "owner@bench.example";
  const password = "bench-password-123";
  const started = performance.now();
  const server = await startServer(PORT, benchServerEnv(url, BASE, THREADPOOL));
  try {
    await signedInUser(BASE, url, email, password);
  } finally {
    await server.stop();
  }
  const members = users / 10;
  const orgId = await bigOrganization(url, email, "bench-org", members);
  await manyUsers(url, users - 1 - members);
  await accountsAndSessions(url, email);
  await manyActivity(url, orgId, email, users);
  const { customerId, userId } = await manyOrders(url, email, users);
  await makeOperator(url, email);
  await settleDatabase(url);
  const plans = appQueryPlans({
    url,
    orgId,
    memberAfter: await memberAfter(url, orgId, members - 50),
    customerId,
    userId,
    orderAfter: await orderAfter(url, customerId, users - 50),
    userAfter: await userAfter(url, users - 25),
    activityAfter: await activityAfter(url, orgId, users - 20),
    ownerId: userId,
    searchEmail: SEARCH_EMAIL,
    searchName: SEARCH_NAME,
  });
  return { email, password, members, plans, seedSeconds: seconds(started) };
}

/** The scenarios at one size, on a server started after the seed (so its caches are as cold as anyone's). */
async function measureSize(users) {
  const database = await createFreshDatabase("bench_scale");
  try {
    const seeded = await seed(database.url, users);
    console.log(`seeded ${users} users in ${seeded.seedSeconds} s`);
    const server = await startServer(PORT, benchServerEnv(database.url, BASE, THREADPOOL));
    try {
      const session = sessionCookie(BASE, await signInCookie(seeded.email, seeded.password));
      const { plans } = seeded;
      const onePage = (url) => () => session.fresh(() => measure({ url, cookie: session.current, connections: 1, duration: DURATION }));
      const scenarios = [
        [
          "get-session, database read [20 connections]",
          () =>
            measure({
              url: `${BASE}/api/auth/get-session?disableCookieCache=true`,
              cookie: session.current,
              check: databaseRead,
              duration: DURATION,
            }),
        ],
        ["sign-in with the real password hash [20 connections]", () => signInLoad(BASE, seeded.email, seeded.password, DURATION)],
        ["console users, first page", onePage(`${BASE}/admin/users`)],
        ["console users, deepest page", onePage(`${BASE}/admin/users?after=${plans.usersCursor}`)],
        [`console users, search by e-mail prefix "${SEARCH_EMAIL}"`, onePage(`${BASE}/admin/users?q=${encodeURIComponent(SEARCH_EMAIL)}`)],
        [`console users, search by name prefix "${SEARCH_NAME}"`, onePage(`${BASE}/admin/users?q=${encodeURIComponent(SEARCH_NAME)}`)],
        [`members, first page (${users / 10} members)`, onePage(`${BASE}/orgs/bench-org/members`)],
        [`members, deepest page (${users / 10} members)`, onePage(`${BASE}/orgs/bench-org/members?after=${plans.membersCursor}`)],
        [`activity log, first page (${users} entries)`, onePage(`${BASE}/orgs/bench-org/activity`)],
        [`activity log, deepest page (${users} entries)`, onePage(`${BASE}/orgs/bench-org/activity?before=${plans.activityCursor}`)],
        [`orders, first page (${users} orders)`, onePage(`${BASE}/api/billing/orders`)],
        [`orders, deepest page (${users} orders)`, onePage(`${BASE}/api/billing/orders?after=${plans.ordersCursor}`)],
      ];
      const figures = {};
      for (const [name, run] of scenarios) {
        const r = await run();
        // Names carry the size where the data's size is the point; the row is the same query at every size.
        const key = name.replace(/ \(\d+ (members|entries|orders)\)/, "");
        figures[key] = r;
        console.log(JSON.stringify({ users, name, ...r }));
      }
      return { users, seedSeconds: seeded.seedSeconds, figures, plans };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** The cookie header of a fresh sign-in. */
async function signInCookie(email, password) {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const sizes = [];
for (const users of SIZES) sizes.push(await measureSize(users));

/**
 * The figure a row is judged by: server time (p50) for one-connection rows, requests per second for the
 * 20-connection ones (turned into a time per request, so that for every row larger means slower).
 */
const costOf = (name, r) => (name.includes("[20 connections]") ? (r.rps ? 1000 / r.rps : null) : r.p50Ms);
const [smallest] = sizes;
const largest = sizes[sizes.length - 1];
const rows = Object.keys(smallest.figures).map((name) => {
  const base = costOf(name, smallest.figures[name]);
  const last = costOf(name, largest.figures[name]);
  const growth = base && last ? Math.round((last / base) * 100) / 100 : null;
  return { name, bySize: sizes.map((s) => ({ users: s.users, ...s.figures[name] })), growth, holds: growth !== null && growth <= TARGET };
});

const result = {
  commit,
  uncommittedFiles: uncommitted.length,
  measuredAt: new Date().toISOString(),
  durationSeconds: DURATION,
  target: TARGET,
  sizes: sizes.map((s) => ({ users: s.users, seedSeconds: s.seedSeconds })),
  rows,
  plansAtLargest: largest.plans,
};
const fmt = (name, r) => (name.includes("[20 connections]") ? `${r.rps}/s, p99 ${r.p99Ms} ms` : `${r.p50Ms} ms (p99 ${r.p99Ms})`);
const md = [
  `# Scale curves ${result.measuredAt}`,
  "",
  `Commit ${commit}${uncommitted.length ? ` (with ${uncommitted.length} uncommitted files)` : ""}; ${DURATION} s per scenario after a 3 s warm-up; one request at a time (server time, p50 and p99) unless marked 20 connections (requests per second); UV_THREADPOOL_SIZE=${THREADPOOL}.`,
  "",
  `Seeded per size: the users, a password account and a session each, one organization with a tenth of them as members, and as many activity entries and orders as users (seed time: ${sizes.map((s) => `${s.users}: ${s.seedSeconds} s`).join(", ")}). Growth is the largest size's cost over the smallest's (time per request); the target is at most ${TARGET}.`,
  "",
  `| scenario | ${sizes.map((s) => `${s.users.toLocaleString("en")} users`).join(" | ")} | growth | holds |`,
  `|---|${sizes.map(() => "---:").join("|")}|---:|---|`,
  ...rows.map((r) => `| ${r.name} | ${r.bySize.map((f) => fmt(r.name, f)).join(" | ")} | ${r.growth ?? "—"} | ${r.holds ? "yes" : "no"} |`),
  "",
  `Plans at ${largest.users.toLocaleString("en")} users (the app's own queries, as they reached PostgreSQL):`,
  "",
  ...["users", "usersSearch", "usersSearchName", "members", "activity", "orders"].flatMap((k) => ["```", largest.plans[k], "```", ""]),
].join("\n");
const target = process.env.BENCH_SCALE_SIZES ? "bench/results/scale-partial" : "bench/results/scale";
mkdirSync("bench/results", { recursive: true });
writeFileSync(`${target}.json`, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(`${target}.md`, md);
console.log(md);
// A scenario with failed replies measured something else than it names: the run fails rather than report it.
if (rows.some((r) => r.bySize.some((f) => f.errors))) process.exitCode = 1;
