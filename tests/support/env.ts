import { inject } from "vitest";

/** Settings every test file starts from; set before any app module reads them. */
process.env.BETTER_AUTH_SECRET ??= "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
process.env.BETTER_AUTH_URL ??= "http://localhost:3000";
process.env.TRUSTED_ORIGINS ??= "http://trusted.example";
if (process.env.DB_DRIVER === "postgres") {
  process.env.DATABASE_URL = inject("databaseUrl");
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}
