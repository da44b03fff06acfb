import "server-only";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Client } from "pg";
import { databaseSettings, dbHolder, getDb } from "./client";

const MIGRATIONS = path.join(process.cwd(), "db", "migrations");
/** Any constant: serializes migrations when several instances start at once. */
const LOCK_KEY = 720_310_777;

async function migratePostgres(url: string): Promise<void> {
  // One dedicated connection, so the advisory lock and the migration share a session.
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.end();
  }
}

async function run(): Promise<void> {
  const { url } = databaseSettings();
  if (url) return migratePostgres(url);
  await migratePglite(getDb() as never, { migrationsFolder: MIGRATIONS });
}

/** Applies the committed migrations once per process, whatever the settings: `npm run db:migrate`. */
export function applyMigrations(): Promise<void> {
  return (dbHolder.ready ??= run());
}

/**
 * What the server's start and the first users of the database (the queue, the session feed) await: the
 * migrations applied, unless the settings leave them to the release step (MIGRATE_ON_START=false), where
 * instances that cold-start together would otherwise all queue on the migration lock.
 */
export function ensureMigrated(): Promise<void> {
  if (databaseSettings().migrateOnStart === false) return Promise.resolve();
  return applyMigrations();
}
