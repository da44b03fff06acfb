import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * What a bench's results describe: HEAD, and the uncommitted files of the tree it was built from (others may work
 * in the same tree). .next may hold anyone's build of anything, so a bench measures only a build it made itself
 * of exactly this state, recorded beside it; `ensureBenchBuild` rebuilds whenever HEAD or the tree has moved.
 */
export function benchBuild() {
  const commit = execSync("git rev-parse HEAD").toString().trim();
  const uncommitted = execSync("git status --porcelain --untracked-files=no")
    .toString()
    .split("\n")
    .filter((line) => line && !line.slice(3).startsWith("bench/results/"));
  const treeState = execSync(`git diff HEAD --binary -- . ':!bench/results'`).toString();
  const buildMark = { commit, tree: createHash("sha256").update(treeState).digest("hex") };
  const MARK = ".next/bench-build.json";
  const markOf = () => (existsSync(MARK) ? readFileSync(MARK, "utf8") : "");
  const builtHere = () =>
    existsSync(".next/BUILD_ID") && markOf() === JSON.stringify({ ...buildMark, buildId: readFileSync(".next/BUILD_ID", "utf8").trim() });
  if (!builtHere() || process.env.BENCH_REBUILD) {
    console.log(`building ${commit}${uncommitted.length ? ` with ${uncommitted.length} uncommitted files` : ""}…`);
    execSync("npx next build", { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    writeFileSync(MARK, JSON.stringify({ ...buildMark, buildId: readFileSync(".next/BUILD_ID", "utf8").trim() }));
  }
  return { commit, uncommitted };
}
