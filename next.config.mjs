// @ts-check
/**
 * Plain JavaScript that Node loads as it is, type-checked through JSDoc (tsconfig.json includes this file). A
 * TypeScript config is compiled by Next.js with its native compiler every time `next start` starts: measured here,
 * about 130 ms more before the first request and 26 MB more resident memory in every production server.
 * @typedef {import("next").NextConfig} NextConfig
 */
import { readFileSync } from "node:fs";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants.js";

/** The API replies' fixed security headers, shared with lib/http/security-headers.ts (pages' and proxy's). */
const {
  common: COMMON_HEADERS,
  hsts: HSTS,
  apiCsp: API_CSP,
} = JSON.parse(readFileSync(new URL("./lib/http/fixed-headers.json", import.meta.url), "utf8"));

/**
 * next-intl's plugin: where the request config lives, and messages precompiled at build time (ICU → compact
 * form), so browsers get a small formatter instead of the ICU parser: about 9 KB less JavaScript on every page.
 * All it adds is for the bundler (aliases, the precompiled messages), so `next start` serves the build without it:
 * loading it there would load its message extractor's compiler (@swc/core) and file watcher, about 10 MB of
 * native code resident in every production server for nothing.
 * @param {NextConfig} config
 */
async function withNextIntl(config) {
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin({
    requestConfig: "./lib/i18n/request.ts",
    experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
  })(config);
}

/**
 * Loaded by Node as they are, never compiled into the routes. PGlite ships WASM and data files; bundling it would
 * copy them into static output. prom-client, so that every route counts into the one registry
 * (lib/metrics/registry.ts). OpenTelemetry's SDK (loaded only with OTEL_EXPORTER_OTLP_ENDPOINT) patches `pg`
 * through Node's own require. SAML, Redis and SMTP are CommonJS, which Node loads without the ES module loader's
 * per-file cost (compiling them in as well measured about 70 ms less of a cold start, within its noise).
 */
const ALWAYS_EXTERNAL = [
  "@electric-sql/pglite",
  "samlify",
  "ioredis",
  "pg",
  "nodemailer",
  "prom-client",
  "@opentelemetry/exporter-trace-otlp-http",
  "@opentelemetry/instrumentation",
  "@opentelemetry/instrumentation-pg",
  "@opentelemetry/instrumentation-undici",
  "@opentelemetry/resources",
  "@opentelemetry/sdk-trace-node",
];

/** @type {NextConfig} */
const nextConfig = {
  // A self-contained server (.next/standalone/server.js with the node_modules it needs), which the Dockerfile's
  // image runs; `next start` still serves the same build (it warns that server.js is the standalone way).
  output: "standalone",
  // Read by path at run time, so file tracing cannot see them: the migrations the server applies at start and
  // readiness compares with the database (db/migrate.ts, db/migration-status.ts).
  outputFileTracingIncludes: { "/**": ["./db/migrations/**/*"] },
  poweredByHeader: false,
  experimental: {
    // Next loads every route's server code as `next start` starts, all at once: the first request waits behind
    // that work, and the server keeps the code of routes it may never serve. Each route is loaded on its first
    // request instead.
    preloadEntriesOnStart: false,
  },
  typedRoutes: false,
  // Pages get their headers, with a per-request CSP nonce, from proxy.ts; API replies (JSON, redirects, the
  // auth error page) these fixed ones, which cost nothing per request.
  async headers() {
    const api = [
      ...Object.entries(COMMON_HEADERS).map(([key, value]) => ({ key, value })),
      { key: "content-security-policy", value: API_CSP },
      // API links carry tokens (verification, magic link, reset, deletion): their redirects send no referrer.
      { key: "referrer-policy", value: "no-referrer" },
    ];
    return [
      { source: "/api/:path*", headers: api },
      // The status pages' font files (public/fonts) change only with the font package: a week in caches.
      { source: "/fonts/:file", headers: [...api, { key: "cache-control", value: "public, max-age=604800" }] },
      {
        source: "/api/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "strict-transport-security", value: HSTS }],
      },
    ];
  },
};

/**
 * The auth server's heavy libraries, which every route reaches: Polar's SDK (two thousand files), kysely (which
 * better-auth loads for other databases), WebAuthn, zod. Compiled into the production routes, they load as a few
 * chunks instead of hundreds of ES modules resolved and read one by one: the first signed-in get-session answers
 * about 0.4 s sooner after `next start` (bench:vitals' cold start; 2.0 -> 1.6 s here), for about 25 s more of a
 * clean `next build` (87 -> 110-116 s here). `next dev` leaves them to Node, since it compiles each route on its
 * first request: compiling them doubled the time a fresh `npm run dev` takes to answer its first pages.
 */
const EXTERNAL_IN_DEVELOPMENT = ["@polar-sh/sdk", "kysely", "@better-auth/kysely-adapter", "@simplewebauthn/server", "zod"];

/**
 * @param {string} phase
 * @returns {Promise<NextConfig>}
 */
export default async function config(phase) {
  const development = phase === PHASE_DEVELOPMENT_SERVER;
  const config = {
    ...nextConfig,
    serverExternalPackages: development ? [...ALWAYS_EXTERNAL, ...EXTERNAL_IN_DEVELOPMENT] : [...ALWAYS_EXTERNAL],
  };
  return phase === PHASE_PRODUCTION_SERVER ? config : withNextIntl(config);
}
