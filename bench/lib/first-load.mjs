import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const NEXT = ".next";

function manifests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) manifests(full, out);
    else if (name === "page_client-reference-manifest.js") out.push(full);
  }
  return out;
}

const segmentsOf = (file) => path.relative(path.join(NEXT, "server", "app"), path.dirname(file)).split(path.sep);

/** A route's URL from its app folder: route groups dropped. */
function routeOf(file) {
  const parts = segmentsOf(file).filter((p) => p && !(p.startsWith("(") && p.endsWith(")")));
  return `/${parts.join("/")}`;
}

/**
 * First-load JavaScript budgets, gzip KB: pages anyone may open, and pages for signed-in people (app/(app)/, and
 * the operators' console in app/(admin)/, whose every page asks for a signed-in operator).
 */
export const BUDGET_KB = { public: 150, signedIn: 180 };

/** Each page's first-load JavaScript with its budget, from the build in .next. */
export function firstLoadBudgets() {
  const signedIn = new Set(
    manifests(path.join(NEXT, "server", "app"))
      .filter((f) => ["(app)", "(admin)"].includes(segmentsOf(f)[0]))
      .map(routeOf),
  );
  return Object.entries(firstLoadJsKb()).map(([route, kb]) => {
    const budget = signedIn.has(route) ? BUDGET_KB.signedIn : BUDGET_KB.public;
    return { route, kb, budget, over: kb > budget };
  });
}

/** First-load JavaScript per page, gzip KB: the root main files plus the page's entry chunks. */
export function firstLoadJsKb() {
  const build = JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8"));
  const result = {};
  const gz = new Map();
  const size = (f) => {
    if (!gz.has(f)) {
      const p = path.join(NEXT, f.replace(/^\/_next\//, ""));
      gz.set(f, existsSync(p) ? gzipSync(readFileSync(p)).length : 0);
    }
    return gz.get(f);
  };
  for (const file of manifests(path.join(NEXT, "server", "app"))) {
    const text = readFileSync(file, "utf8");
    const json = JSON.parse(text.slice(text.indexOf("= {") + 2).replace(/;\s*$/, ""));
    const files = new Set(build.rootMainFiles);
    for (const list of Object.values(json.entryJSFiles ?? {})) for (const f of list) files.add(f);
    const route = routeOf(file);
    if (route.startsWith("/_")) continue;
    result[route] = Math.round(([...files].reduce((n, f) => n + size(f), 0) / 1024) * 10) / 10;
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}
