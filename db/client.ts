import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { env } from "@/lib/env";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;

/** Connections per process to PostgreSQL. */
export const POOL_MAX = 10;

type Holder = { db?: Database; ready?: Promise<void>; close?: () => Promise<void> };

/**
 * One database per process, kept on globalThis so hot reloads reuse it (PGlite allows a single
 * connection and takes seconds to start). Created on first use, so `next build` never opens it.
 */
const holder = ((globalThis as Record<string, unknown>).__appDb ??= {}) as Holder;

function open(): Database {
  if (env.DATABASE_URL) {
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: POOL_MAX });
    holder.close = () => pool.end();
    return drizzlePg(pool, { schema });
  }
  const dir = env.PGLITE_DIR;
  if (!dir.startsWith("memory://")) mkdirSync(path.resolve(dir), { recursive: true });
  const client = new PGlite(dir.startsWith("memory://") ? undefined : path.resolve(dir));
  holder.close = () => client.close();
  // The PGlite and node-postgres drivers share Drizzle's Postgres query API.
  return drizzlePglite(client, { schema }) as unknown as Database;
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

export async function closeDb(): Promise<void> {
  await holder.close?.();
  holder.db = undefined;
  holder.ready = undefined;
  holder.close = undefined;
}

export { holder as dbHolder };
