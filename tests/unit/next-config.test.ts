import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { expect, test } from "vitest";
import config from "@/next.config.mjs";
import { API_CSP, COMMON_HEADERS } from "@/lib/http/security-headers";

// Loading every route's code as the server starts put it all before the first request (bench:vitals measured the
// first signed-in get-session at about 2.9 s after spawning `next start`, 2.0–2.6 s without) and kept the code of
// routes never served in memory (the heap at rest went from about 100 MB to 50 MB). Each route loads on its own
// first request instead.
test("the production server loads each route on its first request, not all of them at start", async () => {
  expect((await config(PHASE_PRODUCTION_SERVER)).experimental?.preloadEntriesOnStart).toBe(false);
});

// A production route loads the auth server's libraries as compiled chunks (a cold start about 0.4 s shorter);
// next dev leaves them to Node, so that its first compile of a route stays short.
const AUTH_LIBRARIES = ["@polar-sh/sdk", "kysely", "@better-auth/kysely-adapter", "@simplewebauthn/server", "zod"];

test("next build compiles the auth server's libraries into the routes; next dev leaves them to Node", async () => {
  for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER])
    expect((await config(phase)).serverExternalPackages).not.toEqual(expect.arrayContaining([expect.toBeOneOf(AUTH_LIBRARIES)]));
  expect((await config(PHASE_DEVELOPMENT_SERVER)).serverExternalPackages).toEqual(expect.arrayContaining(AUTH_LIBRARIES));
});

test("PGlite, prom-client's one registry and what OpenTelemetry patches stay outside the bundle in every phase", async () => {
  for (const phase of [PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER])
    expect((await config(phase)).serverExternalPackages).toEqual(expect.arrayContaining(["@electric-sql/pglite", "prom-client", "pg"]));
});

// The API replies' fixed headers come from the same file the pages' proxy reads (lib/http/fixed-headers.json).
test("API replies carry the security headers every reply shares, in every phase", async () => {
  for (const phase of [PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER]) {
    const rules = (await (await config(phase)).headers?.()) ?? [];
    const api = rules.find((r) => r.source === "/api/:path*" && !r.has)?.headers ?? [];
    expect(Object.fromEntries(api.map((h) => [h.key, h.value]))).toMatchObject({ ...COMMON_HEADERS, "content-security-policy": API_CSP });
  }
});

// next-intl's plugin is for the bundler (aliases, precompiled messages); a served build never needs it, and
// loading it would load its extractor's compiler and watcher into every production server.
test("next-intl's plugin shapes the build and the development server, not the production server", async () => {
  const aliases = (c: Awaited<ReturnType<typeof config>>) => Object.keys(c.turbopack?.resolveAlias ?? {});
  expect(aliases(await config(PHASE_PRODUCTION_BUILD))).toContain("next-intl/config");
  expect(aliases(await config(PHASE_DEVELOPMENT_SERVER))).toContain("next-intl/config");
  expect(aliases(await config(PHASE_PRODUCTION_SERVER))).toEqual([]);
});
