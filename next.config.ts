import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { API_CSP, COMMON_HEADERS, HSTS } from "./lib/http/security-headers";

/**
 * Messages are precompiled at build time (ICU → compact form), so browsers get a small formatter instead of
 * the ICU parser: about 9 KB less JavaScript on every page.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // A self-contained server (.next/standalone/server.js with the node_modules it needs), which the Dockerfile's
  // image runs; `next start` still serves the same build (it warns that server.js is the standalone way).
  output: "standalone",
  // Read by path at run time, so file tracing cannot see them: the migrations the server applies at start and
  // readiness compares with the database (db/migrate.ts, db/migration-status.ts).
  outputFileTracingIncludes: { "/**": ["./db/migrations/**/*"] },
  // PGlite ships WASM and data files; bundling it would copy them into static output.
  // prom-client is loaded as is, so that every route counts into the one registry (lib/metrics/registry.ts).
  // OpenTelemetry's SDK (loaded only with OTEL_EXPORTER_OTLP_ENDPOINT) patches `pg` through Node's own require.
  // The auth server's heavy libraries, which every route reaches (Polar's SDK, two thousand files; kysely, which
  // better-auth can load for other databases; WebAuthn, SAML, Redis, zod), are loaded by Node as they are instead
  // of compiled into the routes: `next build` takes half the time (116 -> 58 s here), and a cold `npm run dev`
  // answers its first pages in half the time (100 -> 52 s), the README's test of it 585 -> 367 s.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@polar-sh/sdk",
    "kysely",
    "@better-auth/kysely-adapter",
    "@simplewebauthn/server",
    "samlify",
    "ioredis",
    "zod",
    "pg",
    "nodemailer",
    "prom-client",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/instrumentation",
    "@opentelemetry/instrumentation-pg",
    "@opentelemetry/instrumentation-undici",
    "@opentelemetry/resources",
    "@opentelemetry/sdk-trace-node",
  ],
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

export default withNextIntl(nextConfig);
