/**
 * Two rules about the import graph that ESLint's per-file rules cannot see, read with dpdm (plain JavaScript, no
 * native resolver):
 *  - no module reaches itself again through its imports, lazy `import()` and type-only imports included: a
 *    cycle makes load order decide what a module sees at start, and a type shared both ways belongs in a module
 *    of its own;
 *  - nothing a "use client" file pulls into the browser imports "server-only". Type-only imports are erased
 *    first (they never reach the bundle), and a "use server" file ends the walk: a client gets references to
 *    its actions, never its code.
 * (client-messages-rule.mjs walks the same graph for a third rule.)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";

/** The project's own sources: the app, its libraries, the emulator, tests and scripts. */
export const SOURCES = ["{app,bench,components,db,e2e,emulator,lib,scripts,tests}/**/*.{ts,tsx,mjs,js}", "*.{ts,mjs}"];

const EXCLUDE = /node_modules|[/\\]\.next[/\\]|[/\\]\.data[/\\]/;

/** A module of the project's own (not a package, nor a built-in such as node:path, which dpdm lists too). */
export const isSource = (cwd, id) => /\.(tsx?|m?jsx?)$/.test(id) && existsSync(path.join(cwd, id));

const graphs = new Map();

/**
 * Every source's imports, by path relative to `cwd`; `types: false` drops type-only imports as the compiler does.
 * Read once per process for the same question (the lint runs several rules over one tree).
 */
export function graph(cwd, sources, { types }) {
  const key = JSON.stringify([cwd, sources, types]);
  if (!graphs.has(key)) {
    const tsconfig = path.join(cwd, "tsconfig.json");
    graphs.set(
      key,
      parseDependencyTree(sources, {
        cwd,
        context: cwd,
        exclude: EXCLUDE,
        tsconfig: existsSync(tsconfig) ? tsconfig : undefined,
        transform: !types,
      }),
    );
  }
  return graphs.get(key);
}

/**
 * Each cycle found, as the list of modules around it. dpdm's ignore comment would hide an import from it, so a
 * file holding one is reported too: a cycle is removed, never excused. (The pattern is written so that this file
 * does not hold the comment's text itself.)
 */
export async function importCycles(cwd, sources = SOURCES) {
  const tree = await graph(cwd, sources, { types: true });
  const cycles = parseCircular(tree).map((cycle) => cycle.map((id) => id.split(path.sep).join("/")));
  const excused = Object.keys(tree).filter((id) => isSource(cwd, id) && /@dpdm-(?:ignore)/.test(readFileSync(path.join(cwd, id), "utf8")));
  return { cycles, excused };
}

/** The directive a module opens with ("use client", "use server"), after any leading comments. */
export function directiveOf(file) {
  let text = readFileSync(file, "utf8");
  // Comments are skipped one at a time: a single pattern over all of them backtracks without end on a long file.
  for (;;) {
    text = text.trimStart();
    if (text.startsWith("//")) text = text.slice(text.indexOf("\n") + 1 || text.length);
    else if (text.startsWith("/*")) text = text.slice(text.indexOf("*/") + 2 || text.length);
    else break;
  }
  return /^["'](use client|use server)["']/.exec(text)?.[1] ?? null;
}

/**
 * Each way a "use client" module reaches a module that imports "server-only": the chain of imports from the
 * client module to it.
 */
export async function serverOnlyInClient(cwd, sources = SOURCES) {
  const tree = await graph(cwd, sources, { types: false });
  const directive = new Map();
  const directiveAt = (id) => {
    if (!directive.has(id)) directive.set(id, directiveOf(path.join(cwd, id)));
    return directive.get(id);
  };
  const serverOnly = (id) => (tree[id] ?? []).some((dep) => dep.request === "server-only");
  const found = [];
  const reported = new Set();
  for (const root of Object.keys(tree)) {
    if (!isSource(cwd, root) || directiveAt(root) !== "use client") continue;
    // Breadth first, so the chain reported is a shortest one.
    const via = new Map([[root, null]]);
    const queue = [root];
    while (queue.length) {
      const id = queue.shift();
      if (serverOnly(id)) {
        if (!reported.has(id)) {
          reported.add(id);
          const chain = [];
          for (let at = id; at !== null; at = via.get(at)) chain.unshift(at.split(path.sep).join("/"));
          found.push(chain);
        }
        continue;
      }
      for (const dep of tree[id] ?? []) {
        if (!dep.id || via.has(dep.id) || !isSource(cwd, dep.id)) continue;
        if (directiveAt(dep.id) === "use server") continue;
        via.set(dep.id, id);
        queue.push(dep.id);
      }
    }
  }
  return found;
}
