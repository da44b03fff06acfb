/**
 * When the server starts: checks what production must not run without, tells the database layer where the
 * database is, applies the committed migrations inside the server process (never a second one), and starts the
 * workers of outgoing work (mail, Polar).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ configureDatabase }, { ensureMigrated }, { env }, { refuseUnsafeStart, startJobs }] = await Promise.all([
    import("@/db/client"),
    import("@/db/migrate"),
    import("@/lib/env"),
    import("@/lib/jobs/start"),
  ]);
  refuseUnsafeStart();
  configureDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await ensureMigrated();
  await startJobs();
}
