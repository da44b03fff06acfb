import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";
import { BENCH_WEBHOOK_SECRET } from "./webhooks.mjs";

/** DATABASE_URL when given, otherwise a fresh database on the machine's PostgreSQL, dropped afterwards. */
export async function benchDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  return createFreshDatabase("bench");
}

/** The environment every bench server runs with: production, on `databaseUrl`, answering as `base`. */
export function benchServerEnv(databaseUrl, base, threadPool) {
  return {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: "bench-secret-7d0c6b1e9f2a4c8e5b3a1d7f9e0c2b4a",
    BETTER_AUTH_URL: base,
    UV_THREADPOOL_SIZE: threadPool,
    // Production rate limits stay on; the sign-in budget is raised so the scenario measures hashing, not 429s.
    RATE_LIMIT_MAX: "100000000",
    POLAR_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
    // No mail server here: mails stay in the outbox table.
    MAIL_OUTBOX: "accept",
  };
}

export { startNextServer as startServer } from "../../scripts/lib/next-server.mjs";
