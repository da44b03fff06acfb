import { execFileSync } from "node:child_process";

/** bench/lib/app-query-plans.ts: the app's own page queries run once, their SQL explained, the deep pages' cursors. */
export function appQueryPlans(input) {
  const out = execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "bench/lib/app-query-plans.ts", JSON.stringify(input)],
    { encoding: "utf8" },
  );
  return JSON.parse(out);
}
