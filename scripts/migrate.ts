/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded PGlite folder).
 * Never point it at a PGlite folder that a running server has open. The release step on a serverless host
 * (with MIGRATE_ON_START=false), so it applies whatever that setting says.
 */
import { closeDb, configureDatabase } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { env } from "@/lib/env";

configureDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await applyMigrations();
console.log(`Migrations applied to ${env.DATABASE_URL ? "DATABASE_URL" : env.PGLITE_DIR}.`);
await closeDb();
