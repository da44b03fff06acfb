import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";

/** DATABASE_URL when given, otherwise a fresh database on the machine's PostgreSQL, dropped afterwards. */
export async function benchDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  return createFreshDatabase("bench");
}

export { startNextServer as startServer } from "../../scripts/lib/next-server.mjs";
