import { inject } from "vitest";
import { configureDatabase } from "@/db/client";

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

// What the server's start-up (instrumentation.ts) does from the validated settings.
configureDatabase({ url: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR ?? ".data/pglite" });
