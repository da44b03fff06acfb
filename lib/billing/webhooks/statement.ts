import "server-only";
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

type Row = Record<string, unknown>;

/**
 * One write of an event's effect on the mirror. An upsert inserts `row`, or on its id's conflict:
 * - "newer": replaces the stored row only when this version is at least as new (modifiedAt), so an event that
 *   arrives after a newer one never rolls the copy back;
 * - "always": replaces it (rows without versions of their own, such as a subscription's meters);
 * - "absent": leaves it as it is.
 * A prune deletes the rows `where` selects. A write with `after` happens only when that upsert wrote its row.
 */
export type MirrorWrite =
  | { upsert: PgTable; row: Row; on: "newer" | "always" | "absent"; after?: MirrorWrite }
  | { prune: PgTable; where: SQL; after?: MirrorWrite };

/**
 * An event's whole effect as one statement: each write a data-modifying CTE, the ones after another reading
 * whether it wrote. One statement is atomic by itself and one round trip, where a transaction of a statement
 * per row took as many round trips as writes plus two (a webhook's time went mostly to those). `gate`, when
 * given, is the CTE storing the event (named `event`): every write happens only when it stored a row, so a
 * duplicate changes nothing. The statement selects `stored`, whether it did (true without a gate).
 */
export function mirrorStatement(writes: MirrorWrite[], gate?: SQL): SQL {
  const ctes: SQL[] = gate ? [sql`"event" as ${gate}`] : [];
  const names = new Map<string, string>();
  for (const write of oncePerRow(writes)) {
    const name = `w${names.size}`;
    const conditions: SQL[] = [];
    if (gate) conditions.push(sql`exists (select from "event")`);
    if (write.after) conditions.push(sql`exists (select from ${sql.identifier(nameOf(names, write.after))})`);
    const when = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    ctes.push(sql`${sql.identifier(name)} as (${"upsert" in write ? upsertSql(write, when) : pruneSql(write, when)})`);
    names.set(keyOf(write), name);
  }
  const stored = gate ? sql`exists (select from "event")` : sql`true`;
  return ctes.length ? sql`with ${sql.join(ctes, sql`, `)} select ${stored} as "stored"` : sql`select ${stored} as "stored"`;
}

/** A row is written by one write: a statement may not change a row twice. Named by table and id. */
function keyOf(write: MirrorWrite): string {
  return "upsert" in write ? `${getTableName(write.upsert)}:${String(write.row.id)}` : `prune:${getTableName(write.prune)}`;
}

/**
 * The writes with each row once: a row an event names twice (a benefit its product lists twice, say) is written
 * where it first appears, with the last version given, as writing both in turn would leave it.
 */
function oncePerRow(writes: MirrorWrite[]): MirrorWrite[] {
  const byKey = new Map<string, MirrorWrite>();
  for (const write of writes) {
    const first = byKey.get(keyOf(write));
    byKey.set(keyOf(write), first && "upsert" in first && "upsert" in write ? { ...first, row: write.row } : (first ?? write));
  }
  return [...byKey.values()];
}

function nameOf(names: Map<string, string>, write: MirrorWrite): string {
  const name = names.get(keyOf(write));
  if (!name) throw new Error("A mirror write depends on one that does not come before it.");
  return name;
}

/**
 * INSERT … SELECT rather than VALUES, so the row can depend on the other writes (WHERE); PostgreSQL types each
 * parameter by its target column, as for VALUES. Keys the row leaves undefined, or that are not columns, are left
 * out (the column's default then applies to a new row, and a stored value is not overwritten).
 */
function upsertSql(write: Extract<MirrorWrite, { upsert: PgTable }>, when: SQL): SQL {
  const columns = getTableColumns(write.upsert);
  const given = Object.entries(write.row).flatMap(([key, value]) =>
    value !== undefined && Object.hasOwn(columns, key) ? [{ column: columns[key]!, value }] : [],
  );
  const names = given.map(({ column }) => sql.identifier(column.name));
  const values = given.map(({ column, value }) => sql.param(value, column));
  const replaced = given
    .filter(({ column }) => !column.primary)
    .map(({ column }) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`);
  const insert = sql`insert into ${write.upsert} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} where ${when}`;
  if (write.on === "absent" || replaced.length === 0) return sql`${insert} on conflict do nothing returning 1`;
  const update = sql`${insert} on conflict ("id") do update set ${sql.join(replaced, sql`, `)}`;
  if (write.on === "always") return sql`${update} returning 1`;
  return sql`${update} where excluded."modified_at" >= ${write.upsert}."modified_at" returning 1`;
}

function pruneSql(write: Extract<MirrorWrite, { prune: PgTable }>, when: SQL): SQL {
  return sql`delete from ${write.prune} where ${write.where} and ${when} returning 1`;
}
