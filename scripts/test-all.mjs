#!/usr/bin/env node
/**
 * `npm test`: type check, lint, Vitest (units and integration on Postgres and PGlite), the production build, and
 * Playwright end-to-end in Debian's chromium. Prints one closing line `N passed, N failed` over all runners
 * and exits non-zero on any failure.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (res.status !== 0) console.log(`=== ${label} exited with ${res.status ?? res.signal}`);
  return res.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// 1. Types.
if (!run("typecheck", "npx", ["tsc", "--noEmit"])) {
  totals.failed += 1;
  broken = true;
} else totals.passed += 1;

// 2. Lint: ESLint with zero warnings.
if (!run("lint", "npx", ["eslint", ".", "--max-warnings=0"])) {
  totals.failed += 1;
  broken = true;
} else totals.passed += 1;

// 3. Vitest.
rmSync("test-results/vitest.json", { force: true });
const vitestOk = run("vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"]);
const vitest = readJson("test-results/vitest.json");
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  totals.failed += 1; // the runner itself failed (setup error, no report)
}
broken ||= !vitestOk;

// 4. Production build and browser tests.
if (!process.env.SKIP_E2E) {
  const built = run("build", "npx", ["next", "build"], { NEXT_TELEMETRY_DISABLED: "1" });
  if (!built) {
    totals.failed += 1;
    broken = true;
  } else {
    rmSync("test-results/e2e-results.json", { force: true });
    const e2eOk = run("playwright", "npx", ["playwright", "test"]);
    const report = readJson("test-results/e2e-results.json");
    if (report?.stats) {
      totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
    if (!e2eOk && (!report?.stats || report.stats.unexpected === 0)) totals.failed += 1;
    broken ||= !e2eOk;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
