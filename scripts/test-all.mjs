#!/usr/bin/env node
/**
 * `npm test`: type check, lint, Vitest (units and integration on Postgres and PGlite), the production build and
 * its pages' first-load JavaScript budgets, Playwright end-to-end in Debian's chromium, two instances behind
 * nginx, the fault tests, and `npm run dev` on a fresh copy of the tree (the README's first command). Prints one closing line `N passed, N failed` over all runners
 * and exits non-zero on any failure.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { serverProcessEnv } from "./lib/server-node-options.mjs";

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

/** Every failed test's name, printed beside the closing line: CI keeps only the end of a long run's output. */
const failures = [];

/** The failed tests of a Vitest JSON report, named by their step, file and full title. */
function vitestFailures(label, report) {
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failed) failures.push(`${label}: ${where} › ${t.fullName ?? t.title}`);
    // A file that failed before any of its tests ran (an import or a hook) has no failed test of its own.
    if (file.status === "failed" && failed.length === 0) failures.push(`${label}: ${where} (${String(file.message ?? "").split("\n")[0]})`);
  }
}

/** Seconds each step took, printed before the closing line: a slow run says where its time went. */
const durations = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  durations.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  if (res.status !== 0) console.log(`=== ${label} exited with ${res.status ?? res.signal}`);
  return res.status === 0;
}

/**
 * Like run(), beside the steps that follow: the output is kept and printed whole once it ends, so that two steps'
 * lines never interleave. Resolves to whether it passed.
 */
function runBeside(label, cmd, args) {
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      console.log(`\n=== ${label}: ${cmd} ${args.join(" ")} (beside the steps above)`);
      process.stdout.write(Buffer.concat(output));
      durations.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
      if (code !== 0) console.log(`=== ${label} exited with ${code ?? signal}`);
      resolve(code === 0);
    });
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readJson(file) {
  try {
    return parseJson(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** A Vitest runner of its own config (over the production build, or the dev server), counted into the closing line. */
function vitestOf(label, config) {
  const report = `test-results/${label}.json`;
  rmSync(report, { force: true });
  const ok = run(label, "npx", [
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  const result = readJson(report);
  vitestFailures(label, result);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
  }
  if (!ok && (!result || result.numFailedTests === 0)) totals.failed += 1;
  broken ||= !ok;
}

/** Every test of a Playwright JSON report (or --list output), with its full title and outcome. */
function testsIn(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) found.push({ title: [...path, spec.title].join(" › "), status: test.status });
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return found;
}

// 1. Types, beside 2. lint: ESLint with zero warnings, the import graph (no cycles, no server-only module in a client
// bundle: scripts/check-imports.mjs, as `npm run lint` runs it), and the tree as Prettier writes it. The compiler
// and each linter keep one core busy each: side by side they take the time of the longer.
const typecheck = runBeside("typecheck", "npx", ["tsc", "--noEmit"]);
for (const [label, cmd, args] of [
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["imports", "node", ["scripts/check-imports.mjs"]],
  ["format", "npx", ["prettier", "--check", "."]],
]) {
  if (!run(label, cmd, args)) {
    totals.failed += 1;
    broken = true;
  } else totals.passed += 1;
}
if (!(await typecheck)) {
  totals.failed += 1;
  broken = true;
} else totals.passed += 1;

// 3. Vitest. Two files at a time: Vitest's default on a 2-core machine is one (cores - 1), which leaves a core idle
// while a file waits for PostgreSQL, a hash or a timer; the files never share an address, a settings value or a
// job queue (tests/support/env.ts), so they may run side by side. With the production server's C library
// tunables (scripts/lib/server-node-options.mjs), as the servers the other runners start have them: the files hash
// passwords in their own processes, about a third faster so (32 s → 22 s for four of the heaviest files).
rmSync("test-results/vitest.json", { force: true });
const vitestOk = run(
  "vitest",
  "npx",
  [
    "vitest",
    "run",
    `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest.json",
  ],
  { GLIBC_TUNABLES: serverProcessEnv().GLIBC_TUNABLES },
);
const vitest = readJson("test-results/vitest.json");
vitestFailures("vitest", vitest);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  totals.failed += 1; // the runner itself failed (setup error, no report)
}
broken ||= !vitestOk;

// 4. Production build and browser tests. SKIP_E2E=1 (or "true") skips them on a developer's machine, never
// under CI, and the closing lines say what was skipped: any other value, "0" included, skips nothing.
const notes = [];
const skipE2e = ["1", "true"].includes(process.env.SKIP_E2E ?? "");
if (skipE2e && process.env.CI) notes.push(`SKIP_E2E=${process.env.SKIP_E2E} ignored: CI runs every test`);
if (skipE2e && !process.env.CI) {
  const listed = spawnSync("npx", ["playwright", "test", "--list", "--reporter=json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const browserTests = testsIn(parseJson(listed.stdout)).length;
  totals.skipped += browserTests + 2;
  notes.push(
    `SKIP_E2E=${process.env.SKIP_E2E}: skipped the production build, ${browserTests} browser tests and the newcomer test of npm run dev (counted as skipped)`,
  );
} else {
  const built = run("build", "npx", ["next", "build"], { NEXT_TELEMETRY_DISABLED: "1" });
  if (!built) {
    totals.failed += 1;
    broken = true;
  } else {
    // First-load JavaScript of every page within its budget, or no more than its known figure (ratchet).
    if (!run("first-load", "node", ["scripts/check-first-load.mjs"])) {
      totals.failed += 1;
      broken = true;
    } else totals.passed += 1;

    rmSync("test-results/e2e-results.json", { force: true });
    const e2eOk = run("playwright", "npx", ["playwright", "test"]);
    const report = readJson("test-results/e2e-results.json");
    if (report?.stats) {
      // A test that passed only on a retry is flaky: it fails the run until fixed, and is named here.
      const tests = testsIn(report);
      const flaky = tests.filter((t) => t.status === "flaky");
      for (const t of tests.filter((t) => t.status === "unexpected")) failures.push(`playwright: ${t.title}`);
      totals.passed += report.stats.expected;
      totals.failed += report.stats.unexpected + (report.stats.flaky ?? 0);
      totals.skipped += report.stats.skipped;
      if (flaky.length)
        notes.push(`${flaky.length} flaky (passed only on a retry; counted as failed): ${flaky.map((t) => t.title).join("; ")}`);
    }
    if (!e2eOk && (!report?.stats || report.stats.unexpected === 0)) totals.failed += 1;
    broken ||= !e2eOk;

    // 5. Two instances of the same build behind nginx, on PostgreSQL and then with Redis (tests/multi-instance).
    vitestOf("multi-instance", "tests/multi-instance/vitest.config.ts");
    vitestOf("serverless", "tests/serverless/vitest.config.ts");
    // 6. Faults: the SMTP sink, the app, Polar and PostgreSQL stopped and started under work, and a load of 100 users.
    vitestOf("fault", "tests/fault/vitest.config.ts");
    vitestOf("deploy", "tests/deploy/vitest.config.ts");
  }
  // 7. The README's first command as a newcomer runs it: a fresh copy of the tree, `npm ci`, `npm run dev` with no
  // settings, every page fetched and a few walked in Chromium (tests/newcomer). Needs no build.
  vitestOf("newcomer", "tests/newcomer/vitest.config.ts");
}

console.log(`\nTime by step: ${durations.join(", ")}`);
for (const note of notes) console.log(`\n${note}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
