/**
 * When the server starts: a production server checks its settings first (lib/production-start.ts) and exits
 * naming what is wrong; then the database layer learns where the database is, and the committed migrations are
 * applied inside the server process (never a second one), and the workers of outgoing work (mail, Polar) start;
 * the verified users named by ADMIN_EMAILS are made operators.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ configureDatabase }, { ensureMigrated }, { env, isProduction }, start, { startJobs }] = await Promise.all([
    import("@/db/client"),
    import("@/db/migrate"),
    import("@/lib/env"),
    import("@/lib/production-start"),
    import("@/lib/jobs/start"),
  ]);
  if (isProduction && process.env.NEXT_PHASE !== "phase-production-build") {
    const refusals = start.productionStartRefusals();
    if (refusals.length) {
      console.error(`Invalid configuration, the server will not start:\n${refusals.map((r) => `  ${r}`).join("\n")}`);
      process.exit(1);
    }
    for (const warning of start.productionStartWarnings()) console.warn(warning);
  }
  configureDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await ensureMigrated();
  if (env.ADMIN_EMAILS.length) {
    const { grantOperators } = await import("@/lib/admin/operators");
    await grantOperators(env.ADMIN_EMAILS, "ADMIN_EMAILS", true);
  }
  await startJobs();
}
