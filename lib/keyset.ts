import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Keyset pagination on (a timestamp, an id): a page starts after the last row of the previous one, so a deep
 * page costs what the first does (given an index on those columns) and rows sharing a timestamp are neither
 * skipped nor repeated.
 */

/**
 * Where a page ended: the exact stored time (Postgres's own text for it, microseconds kept; a JavaScript Date
 * would round them away) and the row's id. Clients see it only as an opaque string.
 */
export type KeysetCursor = { time: string; id: string };

export function encodeCursor(c: KeysetCursor): string {
  return Buffer.from(JSON.stringify([c.time, c.id])).toString("base64url");
}

/** A cursor a client sent back; anything that is not one reads as "from the start". */
export function decodeCursor(raw: string | undefined | null): KeysetCursor | undefined {
  if (!raw || raw.length > 200) return undefined;
  try {
    const [time, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    if (typeof time !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(time))) return undefined;
    return { time, id };
  } catch {
    return undefined;
  }
}

/** The columns a query selects so that its last row can say where the next page starts. */
type CursorColumns = { cursorTime: string; cursorId: string };

export type KeysetQuery = {
  /** The condition "after the cursor" (undefined on the first page), to AND with the query's own. */
  where: SQL | undefined;
  orderBy: SQL[];
  /** One row more than the page holds: its presence says there is a next page. */
  limit: number;
  /** To add to the query's select. */
  cursor: { cursorTime: SQL<string>; cursorId: SQL<string> };
};

/**
 * One page of a query ordered by (time, id), with the cursor of the next page (null on the last one). The
 * query receives the keyset condition, ordering, limit and cursor columns, and applies them.
 */
export async function keysetPage<Row extends CursorColumns>(
  spec: { time: AnyPgColumn; id: AnyPgColumn; order: "asc" | "desc"; after: KeysetCursor | undefined; size: number },
  query: (keyset: KeysetQuery) => Promise<Row[]>,
): Promise<{ rows: Omit<Row, keyof CursorColumns>[]; next: string | null }> {
  const { time, id, after, size } = spec;
  const descending = spec.order === "desc";
  const where = after ? sql`(${time}, ${id}) ${descending ? sql`<` : sql`>`} (${after.time}::timestamptz, ${after.id})` : undefined;
  const orderBy = descending ? [desc(time), desc(id)] : [asc(time), asc(id)];
  const rows = await query({
    where,
    orderBy,
    limit: size + 1,
    cursor: { cursorTime: sql<string>`${time}::text`, cursorId: sql<string>`${id}` },
  });
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursorTime: _time, cursorId: _id, ...row }) => row),
    next: rows.length > size && last ? encodeCursor({ time: last.cursorTime, id: last.cursorId }) : null,
  };
}
