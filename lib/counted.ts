import { sql } from "drizzle-orm";

/**
 * For a list that shows its first rows and says how many more there are: `count(*) over ()` is counted before
 * the LIMIT, so the rows and the total come back in one round trip.
 */
export const totalBeforeLimit = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The rows without their repeated total, and the total (0 when nothing matched). */
export function withTotal<Row extends { total: number }>(rows: Row[]): { rows: Omit<Row, "total">[]; total: number } {
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
