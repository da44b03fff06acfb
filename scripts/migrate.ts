/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded PGlite folder).
 * Never point it at a PGlite folder that a running server has open.
 */
import { closeDb, configureDatabase } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { env } from "@/lib/env";

configureDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await ensureMigrated();
console.log(`Migrations applied to ${env.DATABASE_URL ? "DATABASE_URL" : env.PGLITE_DIR}.`);
await closeDb();
