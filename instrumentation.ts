/**
 * When the server starts: checks what must be set in production (stopping the process, since Next.js would serve
 * on after a failed start), tells the database layer where the database is, applies the committed migrations
 * inside the server process (never a second one), and starts the workers of outgoing work (mail, Polar).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ configureDatabase }, { ensureMigrated }, { env }, { mailTransportProblem }, { startJobs }] = await Promise.all([
    import("@/db/client"),
    import("@/db/migrate"),
    import("@/lib/env"),
    import("@/lib/email/transport"),
    import("@/lib/jobs/start"),
  ]);
  const problem = mailTransportProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  configureDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await ensureMigrated();
  await startJobs();
}
