import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.join(__dirname, "../..");
const TOP = ["app", "components", "lib", "emulator", "db", "scripts", "tests", "e2e", "bench", "messages", "public"];
const SKIP = new Set(["node_modules", ".next", ".data", "openapi", "results"]);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (SKIP.has(name)) continue;
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (SOURCE.test(name)) yield full;
  }
}

/** A file or folder of the tree, as a comment names it: with or without its extension, `.js` standing for `.ts`. */
function exists(target: string) {
  const tries = [target, target.replace(/\.js$/, ".ts"), ...[".ts", ".tsx", ".mjs", ".js", ".json"].map((e) => target + e)];
  return tries.some((t) => existsSync(t));
}

/**
 * Paths a comment points at: from the top of the tree (`lib/http/boundary.ts`, `components/ui/`), or from the
 * file's own folder when they start with `./` or `../` and end with an extension (an extensionless one is usually
 * an example of an import).
 */
const ROOTED = new RegExp(`(?<=^|[\\s(\`'"])((?:${TOP.join("|")})/[\\w.\\-\\[\\]()/]*[\\w\\]/)])`, "g");
const RELATIVE = /(?<=^|[\s(`'"])(\.\.?\/[\w.\-/]+\.(?:tsx?|mts|mjs|json|js|css))/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:\\])\/\/[^\n]*/g;

/** A route group's parentheses belong to the path; the sentence's closing one and full stop do not. */
const clean = (p: string) => (p.endsWith(")") && p.split("(").length < p.split(")").length ? p.slice(0, -1) : p).replace(/\.+$/, "");

it("every path a comment names exists in the tree", () => {
  const missing: string[] = [];
  const atTop = readdirSync(ROOT)
    .filter((name) => SOURCE.test(name))
    .map((name) => path.join(ROOT, name));
  const files = TOP.filter((d) => existsSync(path.join(ROOT, d))).flatMap((d) => [...sources(path.join(ROOT, d))]);
  for (const file of [...atTop, ...files]) {
    for (const comment of readFileSync(file, "utf8").match(COMMENT) ?? []) {
      const named = [
        ...[...comment.matchAll(ROOTED)].map((m) => path.join(ROOT, clean(m[1]))),
        ...[...comment.matchAll(RELATIVE)].map((m) => path.join(path.dirname(file), m[1])),
      ];
      for (const target of named) if (!exists(target)) missing.push(`${path.relative(ROOT, file)}: ${path.relative(ROOT, target)}`);
    }
  }
  expect(missing).toEqual([]);
});
