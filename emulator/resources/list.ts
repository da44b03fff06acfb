import type { Context } from "../http/router";
import { listPage } from "../serialize";

type Row = Record<string, unknown>;

/** Polar's `sorting` parameter: field names, "-" for descending; the default is newest first. */
function sorter(sorting: unknown, fallback = "-created_at") {
  const keys = (Array.isArray(sorting) ? sorting : [sorting ?? fallback]).map(String);
  return (a: Row, b: Row) => {
    for (const key of keys) {
      const desc = key.startsWith("-");
      const field = desc ? key.slice(1) : key;
      const x = a[field] as string | number;
      const y = b[field] as string | number;
      if (x === y) continue;
      const order = x > y ? 1 : -1;
      return desc ? -order : order;
    }
    return 0;
  };
}

/** Keeps a row when the filter is absent or the value is one of the filter's values. */
export function matches(filter: unknown, value: unknown): boolean {
  if (filter === undefined || filter === null) return true;
  return (Array.isArray(filter) ? filter : [filter]).includes(value);
}

/** Polar's `query` filter: the text contains the query, in any case. */
export function includes(text: string, query: unknown): boolean {
  return query === undefined || text.toLowerCase().includes(String(query).toLowerCase());
}

/** Polar's `metadata` filter (deepObject: metadata[key]=value, repeated for any of several values). */
export function metadataMatches(raw: URLSearchParams, metadata: Record<string, unknown> | null | undefined): boolean {
  const wanted = new Map<string, string[]>();
  for (const [name, value] of raw) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) wanted.set(key, [...(wanted.get(key) ?? []), value]);
  }
  for (const [key, values] of wanted) if (!values.includes(String(metadata?.[key] ?? ""))) return false;
  return true;
}

/** Sorts and pages rows as Polar lists do (page from 1, limit 10 by default, at most 100). */
export function listReply<T>(ctx: Context, rows: T[], map: (row: T) => Row, fallbackSort?: string) {
  const pageNumber = Number(ctx.query.page ?? 1);
  // Polar reads a larger limit as its maximum, 100.
  const limit = Math.min(100, Number(ctx.query.limit ?? 10));
  const sorted = [...rows].sort((a, b) => sorter(ctx.query.sorting, fallbackSort)(a as Row, b as Row));
  return { status: 200, json: listPage(sorted, pageNumber, limit, map) };
}
