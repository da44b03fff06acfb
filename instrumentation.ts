import type { Instrumentation } from "next";

/**
 * When the server starts: traces and metrics are sent if OTEL_EXPORTER_OTLP_ENDPOINT asks for them (lib/telemetry/); a production server checks its settings first (lib/production-start.ts) and exits
 * naming what is wrong; methods nothing serves are answered 405 (lib/http/unsupported-methods.ts); then the
 * database layer learns where the database is, the committed migrations are applied inside the server process
 * (never a second one; none with MIGRATE_ON_START=false), and the workers of outgoing work (mail, Polar) start
 * beside the first requests (none with JOBS_MODE=request; lib/jobs/start.ts);
 * the verified users named by ADMIN_EMAILS are made operators. A stop signal is a graceful stop (lib/shutdown.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Traces and metrics first, when asked for, so that `pg` is instrumented before anything loads it; unset, nothing is loaded.
  const { env: settings } = await import("@/lib/env");
  if (settings.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTelemetry, parseOtlpHeaders } = await import("@/lib/telemetry/start");
    const telemetry = {
      endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
      headers: parseOtlpHeaders(settings.OTEL_EXPORTER_OTLP_HEADERS),
      serviceName: settings.OTEL_SERVICE_NAME,
    };
    startTelemetry(telemetry);
    // The registry and its database gauges are read at each export, never imported here: they load `pg`.
    const { startMetrics } = await import("@/lib/telemetry/metrics");
    startMetrics(
      { ...telemetry, intervalMs: settings.OTEL_METRIC_EXPORT_INTERVAL },
      {
        registry: async () => (await import("@/lib/metrics/registry")).metrics.registry,
        refresh: async () => (await import("@/lib/metrics/scrape")).readDatabaseGauges(),
      },
    );
  }
  const [{ configureDatabase }, { ensureMigrated }, { env, isProduction }, start, methods, { startJobs }] = await Promise.all([
    import("@/db/client"),
    import("@/db/migrate"),
    import("@/lib/env"),
    import("@/lib/production-start"),
    import("@/lib/http/unsupported-methods"),
    import("@/lib/jobs/start"),
  ]);
  if (isProduction && process.env.NEXT_PHASE !== "phase-production-build") start.enforceProductionStart();
  // SIGTERM and SIGINT: no new connections, the requests and jobs in hand finished, pools closed, exit 0 within
  // SHUTDOWN_TIMEOUT_MS (lib/shutdown.ts).
  if (process.env.NEXT_PHASE !== "phase-production-build") (await import("@/lib/shutdown")).installGracefulShutdown();
  methods.answerUnsupportedMethods();
  const { reportDatabaseTrouble } = await import("@/lib/http/database-health");
  configureDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    onConnectionError: reportDatabaseTrouble,
    migrateOnStart: env.MIGRATE_ON_START,
  });
  // Applies nothing with MIGRATE_ON_START=false: the release step (`npm run db:migrate`) has, or readiness says not.
  await ensureMigrated();
  if (env.ADMIN_EMAILS.length) {
    const { grantOperators } = await import("@/lib/admin/operators");
    await grantOperators(env.ADMIN_EMAILS, "ADMIN_EMAILS", true);
  }
  startJobs();
}

/**
 * A page, action or route that failed: logged, and if the database is unreachable (lib/http/outage.ts pings it and says so),
 * the proxy answers the next pages with 503 and Retry-After until it is back.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ databaseReachable }, { log }] = await Promise.all([import("@/lib/http/outage"), import("@/lib/log/logger")]);
  // One JSON line (lib/log/), its path's tokens censored.
  log.error(
    { err: error, method: request.method, path: request.path, route: context.routePath, routeType: context.routeType },
    "request failed",
  );
  await databaseReachable();
};
