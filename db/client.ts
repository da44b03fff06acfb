import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { withAmbientTransactions } from "./pglite-transactions";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Connections per process to PostgreSQL. */
export const POOL_MAX = 10;

/** Where the database is: a PostgreSQL URL, or else the folder (or memory://) of an embedded PGlite. */
export type DatabaseSettings = {
  url: string | undefined;
  pgliteDir: string;
  /** Told when a pooled connection breaks (the database stopped or restarted), so pages can answer 503 at once. */
  onConnectionError?: () => void;
  /** false: ensureMigrated() applies nothing (MIGRATE_ON_START=false); migrations are the release step's. */
  migrateOnStart?: boolean;
};

type Holder = {
  settings?: DatabaseSettings;
  db?: Database;
  /** The embedded database's own client, when there is one: the job queue talks to it directly. */
  pglite?: PGlite;
  ready?: Promise<void>;
  close?: () => Promise<void>;
};

/**
 * One database per process, kept on globalThis so hot reloads reuse it (PGlite allows a single
 * connection and takes seconds to start), and so that the server's start-up code, bundled apart from the
 * routes, configures the same one. Created on first use, so `next build` never opens it.
 */
const holder = ((globalThis as Record<string, unknown>).__appDb ??= {}) as Holder;

/**
 * Tells this layer where the database is, before its first use: the server's start (instrumentation.ts), the
 * migrate script and the test setup pass the app's validated settings, which this layer does not read itself.
 */
export function configureDatabase(settings: DatabaseSettings): void {
  holder.settings = settings;
}

export function databaseSettings(): DatabaseSettings {
  if (!holder.settings)
    throw new Error("The database was used before configureDatabase() was called (instrumentation.ts does it at start).");
  return holder.settings;
}

function open(): Database {
  const { url, pgliteDir: dir, onConnectionError } = databaseSettings();
  if (url) {
    // A connection that cannot be made (or freed by another request) within 15 s fails its request (a 503,
    // lib/http/boundary.ts) instead of waiting forever: long enough for a burst of requests to queue for the pool
    // on a busy machine, while a database that is down refuses at once; a pooled connection that breaks while idle (the database restarted) is dropped by the
    // pool, and without this listener its error would end the process.
    const pool = new Pool({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: 15_000 });
    pool.on("error", (error) => {
      console.warn(`database: an idle connection failed (${error.message}); it is replaced on next use`);
      onConnectionError?.();
    });
    holder.close = () => pool.end();
    return drizzlePg(pool, { schema });
  }
  if (!dir.startsWith("memory://")) mkdirSync(path.resolve(dir), { recursive: true });
  // Transactions are real on PGlite too: a query from inside one joins it (db/pglite-transactions.ts).
  const client = withAmbientTransactions(new PGlite(dir.startsWith("memory://") ? undefined : path.resolve(dir)));
  holder.pglite = client;
  holder.close = () => client.close();
  // The PGlite and node-postgres drivers share Drizzle's Postgres query API.
  return drizzlePglite(client, { schema }) as unknown as Database;
}

/**
 * Runs a statement already compiled to text and parameters (lib/billing/webhooks/compiled.ts) on the driver
 * itself. On PostgreSQL it is a named prepared statement: each pooled connection parses and plans it once, then
 * only binds values: a webhook's statement is a few kilobytes of text, and parsing and planning it each time was
 * a third of the database's CPU for the webhook. PGlite, one connection in this process, takes text and values.
 */
export async function executeCompiled<Row>(database: Database, query: { name: string; text: string; params: unknown[] }): Promise<Row[]> {
  type Client = { query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<{ rows: Row[] }> };
  const client = (database as unknown as { $client: Client }).$client;
  if (holder.pglite) return (await client.query(query.text, query.params)).rows;
  return (await client.query({ name: query.name, text: query.text, values: query.params })).rows;
}

export function getDb(): Database {
  return (holder.db ??= open());
}

/** A lazily opened handle: importing this module opens nothing. */
export const db = new Proxy({} as Database, {
  get(_target, prop) {
    const real = getDb() as unknown as Record<string | symbol, unknown>;
    const value = real[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

/** The embedded database's client, opening it if needed; undefined on PostgreSQL. */
export function pgliteClient(): PGlite | undefined {
  getDb();
  return holder.pglite;
}

export async function closeDb(): Promise<void> {
  await holder.close?.();
  holder.db = undefined;
  holder.pglite = undefined;
  holder.ready = undefined;
  holder.close = undefined;
}

export { holder as dbHolder };
