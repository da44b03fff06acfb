import type { Store } from "../store";

export type Json = Record<string, unknown>;

/** What every area's JSON is read from: this emulator's records, and the address its links are built on. */
export type Source = { store: Store; publicUrl: string };

/** Polar's list envelope over an already filtered, sorted list. */
export function listPage<T>(items: T[], pageNumber: number, limit: number, map: (item: T) => Json): Json {
  const start = (pageNumber - 1) * limit;
  return {
    items: items.slice(start, start + limit).map(map),
    pagination: { total_count: items.length, max_page: Math.max(1, Math.ceil(items.length / limit)) },
  };
}

/** Records of a list by id, in the order of the ids, leaving out any that no longer exist. */
export function all<T>(ids: string[], get: (id: string) => T | undefined): T[] {
  return ids.map(get).filter((row): row is T => row !== undefined);
}

/** The same id for the same pair of records (a customer's or a subscription's meter). */
export const pairId = (owner: string, meterId: string) => `${owner.slice(0, 24)}${meterId.slice(24)}`;
