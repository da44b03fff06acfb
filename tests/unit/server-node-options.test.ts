import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { SERVER_GLIBC_TUNABLES, SERVER_NODE_OPTIONS, serverProcessEnv } from "@/scripts/lib/server-node-options.mjs";

/**
 * The production server's heap limit and C library tunables (why: scripts/lib/server-node-options.mjs) are what
 * `npm start` and the container image both run with, and an operator's own NODE_OPTIONS and GLIBC_TUNABLES still
 * win. Checked on the real `npm start`: `next start --help` prints its usage and exits, in the very process the
 * options reach, and a preload given as the operator's option reports the heap's limit and the tunables from
 * inside it.
 */
const dir = mkdtempSync(path.join(tmpdir(), "node-options-"));
const probe = path.join(dir, "heap-limit.cjs");
writeFileSync(
  probe,
  `process.on("exit", () => {
    console.log("heap limit MB:", require("v8").getHeapStatistics().heap_size_limit / 2 ** 20);
    console.log("tunables:", JSON.stringify(process.env.GLIBC_TUNABLES ?? null));
  });`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the process `npm start` runs reports, given the operator's NODE_OPTIONS and GLIBC_TUNABLES. */
function underNpmStart(operatorOptions: string, operatorTunables?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: `${operatorOptions} --require ${probe}`.trim() };
  delete env.GLIBC_TUNABLES;
  if (operatorTunables) env.GLIBC_TUNABLES = operatorTunables;
  const output = execFileSync("npm", ["start", "--silent", "--", "--help"], { env, encoding: "utf8" });
  expect(output).toContain("next start");
  return {
    heapLimitMb: Number(/heap limit MB: ([\d.]+)/.exec(output)?.[1]),
    tunables: JSON.parse(/tunables: (.*)/.exec(output)?.[1] ?? "undefined") as string | null,
  };
}
const heapLimitUnderNpmStart = (operatorOptions: string) => underNpmStart(operatorOptions).heapLimitMb;

test("npm start runs the server with the heap limit of package.json's config.node_options", () => {
  expect(SERVER_NODE_OPTIONS).toBe("--max-old-space-size=512");
  // The old space's 512 MB plus the young generation's few dozen.
  const limit = heapLimitUnderNpmStart("");
  expect(limit).toBeGreaterThanOrEqual(512);
  expect(limit).toBeLessThan(640);
});

test("an operator's own NODE_OPTIONS comes after the server's, so theirs wins", () => {
  expect(heapLimitUnderNpmStart("--max-old-space-size=1024")).toBeGreaterThanOrEqual(1024);
});

test("the container image sets the same options in its environment", () => {
  const dockerfile = readFileSync("Dockerfile", "utf8");
  const runStage = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
  expect(runStage).toMatch(new RegExp(`^\\s+NODE_OPTIONS=${SERVER_NODE_OPTIONS}(\\s|$)`, "m"));
});

test("npm start runs the server with package.json's config.glibc_tunables, unless the operator gives their own", () => {
  expect(SERVER_GLIBC_TUNABLES).toBe("glibc.malloc.hugetlb=1");
  expect(underNpmStart("").tunables).toBe(SERVER_GLIBC_TUNABLES);
  expect(underNpmStart("", "glibc.malloc.arena_max=2").tunables).toBe("glibc.malloc.arena_max=2");
});

test("the container image sets the same tunables in its environment", () => {
  const dockerfile = readFileSync("Dockerfile", "utf8");
  const runStage = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
  expect(runStage).toMatch(new RegExp(`^\\s+GLIBC_TUNABLES=${SERVER_GLIBC_TUNABLES}(\\s|$)`, "m"));
});

test("the image's environment, as the deploy test starts the standalone server, is the server's values alone", () => {
  const before = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = "--stack-trace-limit=20";
  try {
    // The launching process's own NODE_OPTIONS (a test runner's, a shell's) never reaches the image's server…
    expect(serverProcessEnv({})).toEqual({ NODE_OPTIONS: SERVER_NODE_OPTIONS, GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES });
    // …while a server started like npm start takes the caller's after its own.
    expect(serverProcessEnv().NODE_OPTIONS).toBe(`${SERVER_NODE_OPTIONS} --stack-trace-limit=20`);
  } finally {
    if (before === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = before;
  }
});

/**
 * The most memory in huge pages this process held while better-auth hashed one password (its 32 MiB scrypt
 * block), in a Node process with `tunables`: read from the main thread while the hash runs in libuv's pool.
 */
function hugePagesDuringHash(tunables: string | undefined): number {
  const script = `
    import { readFileSync } from "node:fs";
    import { hashPassword } from "better-auth/crypto";
    const huge = () => Number(/AnonHugePages:\\s+(\\d+)/.exec(readFileSync("/proc/self/smaps_rollup", "utf8"))[1]);
    let most = 0, done = false;
    hashPassword("correct horse battery staple").then(() => { done = true; console.log(most); });
    const poll = () => { most = Math.max(most, huge()); if (!done) setImmediate(poll); };
    poll();`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.GLIBC_TUNABLES;
  if (tunables) env.GLIBC_TUNABLES = tunables;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" }).trim());
}

// Transparent huge pages can be switched off in the kernel ("[never]"), where the tunable rightly does nothing.
const thp = "/sys/kernel/mm/transparent_hugepage/enabled";
const hugePagesOn = existsSync(thp) && !readFileSync(thp, "utf8").includes("[never]");

test.skipIf(!hugePagesOn)("under the server's tunables a password hash's memory is in huge pages; without them it is not", () => {
  // The 32 MiB block, in 2 MiB pages.
  expect(hugePagesDuringHash(SERVER_GLIBC_TUNABLES)).toBeGreaterThanOrEqual(30 * 1024);
  expect(hugePagesDuringHash(undefined)).toBe(0);
});
