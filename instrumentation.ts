/**
 * When the server starts: tells the database layer where the database is, and applies the committed migrations
 * inside the server process (never a second one), and makes the verified users named by ADMIN_EMAILS operators.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ configureDatabase }, { ensureMigrated }, { env }] = await Promise.all([
    import("@/db/client"),
    import("@/db/migrate"),
    import("@/lib/env"),
  ]);
  configureDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await ensureMigrated();
  if (env.ADMIN_EMAILS.length) {
    const { grantOperators } = await import("@/lib/admin/operators");
    await grantOperators(env.ADMIN_EMAILS, "ADMIN_EMAILS", true);
  }
}
