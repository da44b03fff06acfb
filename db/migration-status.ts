import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { db } from "./client";

const JOURNAL = path.join(process.cwd(), "db", "migrations", "meta", "_journal.json");

type Journal = { entries: { tag: string; when: number }[] };

/**
 * The committed migrations the database has not applied, by tag (empty: up to date). Drizzle's migrator records
 * each applied migration with its journal timestamp and applies those newer than the newest record, so the same
 * rule tells what it would apply now. Reads only: a readiness probe observes, the release step migrates.
 */
export async function pendingMigrations(): Promise<string[]> {
  const journal = JSON.parse(await readFile(JOURNAL, "utf8")) as Journal;
  const newest = await newestApplied();
  return journal.entries.filter((entry) => newest === null || entry.when > newest).map((entry) => entry.tag);
}

/** The journal timestamp of the newest applied migration; null on a database never migrated. */
async function newestApplied(): Promise<number | null> {
  // The table is made by the first migration run: asked for by name first, as a query on a missing table fails.
  const table = await db.execute<{ exists: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table.rows[0]?.exists) return null;
  const result = await db.execute<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const newest = result.rows[0]?.newest;
  return newest == null ? null : Number(newest);
}
