import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { expect, test } from "vitest";
import config from "@/next.config";

// Loading every route's code as the server starts put it all before the first request (bench:vitals measured the
// first signed-in get-session at about 2.9 s after spawning `next start`, 2.0–2.6 s without) and kept the code of
// routes never served in memory (the heap at rest went from about 100 MB to 50 MB). Each route loads on its own
// first request instead.
test("the production server loads each route on its first request, not all of them at start", () => {
  expect(config(PHASE_PRODUCTION_SERVER).experimental?.preloadEntriesOnStart).toBe(false);
});

// A production route loads the auth server's libraries as compiled chunks (a cold start about 0.4 s shorter);
// next dev leaves them to Node, so that its first compile of a route stays short.
const AUTH_LIBRARIES = ["@polar-sh/sdk", "kysely", "@better-auth/kysely-adapter", "@simplewebauthn/server", "zod"];

test("next build compiles the auth server's libraries into the routes; next dev leaves them to Node", () => {
  for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER])
    expect(config(phase).serverExternalPackages).not.toEqual(expect.arrayContaining([expect.toBeOneOf(AUTH_LIBRARIES)]));
  expect(config(PHASE_DEVELOPMENT_SERVER).serverExternalPackages).toEqual(expect.arrayContaining(AUTH_LIBRARIES));
});

test("PGlite, prom-client's one registry and what OpenTelemetry patches stay outside the bundle in every phase", () => {
  for (const phase of [PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER])
    expect(config(phase).serverExternalPackages).toEqual(expect.arrayContaining(["@electric-sql/pglite", "prom-client", "pg"]));
});
