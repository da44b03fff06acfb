/** Applies the committed migrations when the server starts, inside the server process (never a second one). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { ensureMigrated } = await import("@/db/migrate");
  await ensureMigrated();
}
