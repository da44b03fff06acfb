import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { SERVER_NODE_OPTIONS } from "@/scripts/lib/server-node-options.mjs";

/**
 * The production server's heap limit (why: scripts/lib/server-node-options.mjs) is what `npm start` and the
 * container image both run with, and an operator's own NODE_OPTIONS still wins. Checked on the real `npm start`:
 * `next start --help` prints its usage and exits, in the very process the options reach, and a preload given
 * as the operator's option reports the heap's limit from inside it.
 */
const dir = mkdtempSync(path.join(tmpdir(), "node-options-"));
const probe = path.join(dir, "heap-limit.cjs");
writeFileSync(
  probe,
  `process.on("exit", () => console.log("heap limit MB:", require("v8").getHeapStatistics().heap_size_limit / 2 ** 20));`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The heap limit, in MB, of the process `npm start` runs, given the operator's NODE_OPTIONS. */
function heapLimitUnderNpmStart(operatorOptions: string): number {
  const output = execFileSync("npm", ["start", "--silent", "--", "--help"], {
    env: { ...process.env, NODE_OPTIONS: `${operatorOptions} --require ${probe}`.trim() },
    encoding: "utf8",
  });
  expect(output).toContain("next start");
  return Number(/heap limit MB: ([\d.]+)/.exec(output)?.[1]);
}

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
