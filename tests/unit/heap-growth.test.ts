import { spawnSync } from "node:child_process";
import { setFlagsFromString } from "node:v8";
import { expect, test, vi } from "vitest";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "@/lib/heap-growth";

// In this process the flag is only recorded; its effect is shown in a child process of its own.
vi.mock("node:v8", async (original) => ({ ...(await original<typeof import("node:v8")>()), setFlagsFromString: vi.fn() }));

/**
 * Garbage that outlives the young generation (as a page render's does) in a child node, and the largest heap seen:
 * about 60 MB stays alive throughout, and each batch of objects lives for the next 2 000 batches, long enough to
 * be moved to the old generation and die there. V8's own growth lets that pile up to about 430 MB here; the
 * limit holds it near 150 MB.
 */
const PILE_UP = `
  const live = Array.from({ length: 600 }, (_, i) => new Array(12500).fill(i));
  let peak = 0;
  const pending = [];
  for (let i = 0; i < 40000; i += 1) {
    pending.push(Array.from({ length: 100 }, (_, j) => ({ i, j, text: "garbage " + i + " " + j })));
    if (pending.length > 2000) pending.shift();
    if (i % 50 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  console.log(Math.round(peak / 1e6), live.length);
`;

function peakHeapMb(limit: boolean): number {
  const setup = limit ? `require("node:v8").setFlagsFromString("--heap-growing-percent=${HEAP_GROWING_PERCENT}");` : "";
  const run = spawnSync(process.execPath, ["-e", setup + PILE_UP], { encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.split(" ")[0]);
}

test("the heap limit holds garbage that outlives the young generation near the live heap", () => {
  const unlimited = peakHeapMb(false);
  const limited = peakHeapMb(true);
  expect(limited).toBeLessThan(unlimited * 0.6);
}, 60_000);

test("the server sets the growth factor as it starts, unless node's command line gave one", () => {
  expect(limitHeapGrowth(["--heap-growing-percent=50"])).toBe(false);
  expect(setFlagsFromString).not.toHaveBeenCalled();
  expect(limitHeapGrowth(["--enable-source-maps"])).toBe(true);
  expect(setFlagsFromString).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
});
