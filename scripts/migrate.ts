/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded PGlite folder).
 * Never point it at a PGlite folder that a running server has open.
 */
import { closeDb } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { env } from "@/lib/env";

await ensureMigrated();
console.log(`Migrations applied to ${env.DATABASE_URL ? "DATABASE_URL" : env.PGLITE_DIR}.`);
await closeDb();
