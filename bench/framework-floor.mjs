#!/usr/bin/env node
/**
 * `npm run bench:floor`: what Next.js itself costs per signed-in-style page on this machine, before any of our
 * code. It builds a bare App Router app with this project's installed Next.js and React (a root layout, a page
 * that reads a cookie so it renders per request, as every page of ours must for its per-request CSP nonce and
 * session, and a trivial JSON route), starts it in production mode, and measures, with the same autocannon
 * settings as `npm run bench` (20 connections), the JSON route (the ceiling) and the page with a one-line body
 * and with a body of about the size of our /settings page. It prints each figure and its ratio to the ceiling:
 * no page of ours can be faster than the bare page of the same size.
 *
 * A second bare app is built with partial prerendering (`cacheComponents`): its page's shell is prerendered at
 * build time and only the part that reads the cookie, behind Suspense, renders per request. That is what
 * streaming the per-user part of a page would buy; a fully static page is measured beside it for comparison.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measure } from "./lib/load.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Paragraphs in the larger page: about /settings' 18 KB of markup. */
const PARAGRAPHS = 200;

const tsconfig = JSON.stringify({
  compilerOptions: {
    jsx: "preserve",
    strict: false,
    module: "esnext",
    moduleResolution: "bundler",
    esModuleInterop: true,
    skipLibCheck: true,
    lib: ["dom", "esnext"],
    noEmit: true,
    isolatedModules: true,
    resolveJsonModule: true,
    allowJs: true,
    incremental: true,
  },
  include: ["**/*.tsx", "**/*.ts"],
});
const layout = `export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}`;
const health = `export function GET() { return Response.json({ ok: true }); }`;
const paragraphs = `{Array.from({ length: ${PARAGRAPHS} }, (_, i) => <p key={i} className="text-sm text-muted-foreground">Line {i} of a page about as large as ours</p>)}`;

/** Pages rendered per request, as ours are. */
const perRequestApp = {
  "app/page.tsx": `import { cookies } from "next/headers";
export default async function Page() {
  const jar = await cookies();
  return <main><h1>Hello {jar.get("who")?.value ?? "there"}</h1></main>;
}`,
  "app/large/page.tsx": `import { cookies } from "next/headers";
export default async function Page() {
  const jar = await cookies();
  return <main><h1>Hello {jar.get("who")?.value ?? "there"}</h1>${paragraphs}</main>;
}`,
  "next.config.mjs": "export default {};",
};

/** The same pages with a prerendered shell: only the name, read from the cookie, renders per request. */
const partialPrerenderApp = {
  "app/page.tsx": `import { cookies } from "next/headers";
import { Suspense } from "react";
async function Name() { const jar = await cookies(); return <>{jar.get("who")?.value ?? "there"}</>; }
export default function Page() {
  return <main><h1>Hello <Suspense fallback="…"><Name /></Suspense></h1></main>;
}`,
  "app/large/page.tsx": `import { cookies } from "next/headers";
import { Suspense } from "react";
async function Name() { const jar = await cookies(); return <>{jar.get("who")?.value ?? "there"}</>; }
export default function Page() {
  return <main><h1>Hello <Suspense fallback="…"><Name /></Suspense></h1>${paragraphs}</main>;
}`,
  "app/static/page.tsx": `export default function Page() { return <main><h1>Hello there</h1></main>; }`,
  "next.config.mjs": "export default { cacheComponents: true };",
};

/** Builds a bare app of these pages with the installed packages, serves it, and returns its measured rows. */
async function measureApp(pages, scenarios) {
  const dir = mkdtempSync(path.join(tmpdir(), "next-floor-"));
  const files = { "app/layout.tsx": layout, "app/api/health/route.ts": health, "tsconfig.json": tsconfig, ...pages };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  // Turbopack resolves only inside the project's root: the installed packages are hard-linked in, not copied.
  mkdirSync(path.join(dir, "node_modules"));
  for (const name of readdirSync("node_modules")) {
    if (name.startsWith(".")) continue;
    cpSync(path.join("node_modules", name), path.join(dir, "node_modules", name), { recursive: true, verbatimSymlinks: true });
  }
  let server;
  try {
    console.log(`building a bare Next.js app in ${dir}…`);
    const next = path.join(dir, "node_modules/next/dist/bin/next");
    execFileSync(process.execPath, [next, "build"], { cwd: dir, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    server = spawn(process.execPath, [next, "start", "-p", String(PORT)], {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production" },
    });
    for (let i = 0; ; i++) {
      if (
        await fetch(`${BASE}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 120) throw new Error("the bare app did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = [["ceiling: trivial JSON route", await measure({ url: `${BASE}/api/health`, duration: DURATION })]];
    for (const [name, route] of scenarios) rows.push([name, await measure({ url: `${BASE}${route}`, duration: DURATION })]);
    return rows;
  } finally {
    server?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each app's rows against its own ceiling, measured in the same run. */
function print(title, rows) {
  const ceiling = rows[0][1];
  console.log(`\n${title}\n\n| scenario | req/s | p50 ms | p99 ms | ratio to ceiling |\n| --- | --- | --- | --- | --- |`);
  for (const [name, r] of rows)
    console.log(`| ${name} | ${r.rps} | ${r.p50Ms} | ${r.p99Ms} | ${Math.round((r.rps / ceiling.rps) * 100) / 100} |`);
}

const perRequest = await measureApp(perRequestApp, [
  ["bare page, one heading", "/"],
  [`bare page, ${PARAGRAPHS} paragraphs`, "/large"],
]);
const partial = await measureApp(partialPrerenderApp, [
  ["prerendered shell, the name per request", "/"],
  [`prerendered shell of ${PARAGRAPHS} paragraphs, the name per request`, "/large"],
  ["static page, one heading", "/static"],
]);
print("Rendered per request:", perRequest);
print("Partial prerendering (cacheComponents):", partial);
