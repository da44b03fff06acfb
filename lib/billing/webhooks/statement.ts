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
export type MirrorUpsert = { upsert: PgTable; row: Row; on: "newer" | "always" | "absent"; after?: MirrorUpsert };
export type MirrorWrite = MirrorUpsert | { prune: PgTable; where: SQL; after?: MirrorUpsert };

/** Whether the statement's first CTE stored the event (a duplicate's stores nothing). */
const EVENT_STORED = sql`exists (select from "event")`;

/**
 * An event's whole effect as one statement: each write a data-modifying CTE, the ones after another reading
 * whether it wrote. One statement is atomic by itself and one round trip, where a transaction of a statement
 * per row took as many round trips as writes plus two (a webhook's time went mostly to those). `gate`, when
 * given, is the CTE storing the event (named `event`): every write happens only when it stored a row, so a
 * duplicate changes nothing. The statement selects `stored`, whether it did (true without a gate).
 */
export function mirrorStatement(writes: MirrorWrite[], gate?: SQL): SQL {
  const ctes: SQL[] = gate ? [sql`"event" as ${gate}`] : [];
  // The CTE of each upsert's row, for the writes after it.
  const names = new Map<string, string>();
  oncePerRow(writes).forEach((write, i) => {
    const name = `w${i}`;
    const conditions: SQL[] = [];
    if (gate) conditions.push(EVENT_STORED);
    if (write.after) conditions.push(sql`exists (select from ${sql.identifier(nameOf(names, write.after))})`);
    const when = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    ctes.push(sql`${sql.identifier(name)} as (${"upsert" in write ? upsertSql(write, when) : pruneSql(write, when)})`);
    if ("upsert" in write) names.set(rowKey(write), name);
  });
  const stored = gate ? EVENT_STORED : sql`true`;
  return ctes.length ? sql`with ${sql.join(ctes, sql`, `)} select ${stored} as "stored"` : sql`select ${stored} as "stored"`;
}

/** A row is written by one upsert: a statement may not change a row twice. Named by table and id. */
const rowKey = (write: MirrorUpsert) => `${getTableName(write.upsert)}:${String(write.row.id)}`;

/**
 * The writes with each row once: a row an event names twice (a benefit its product lists twice, say) is written
 * where it first appears, with the last version given, as writing both in turn would leave it. Prunes all stay.
 */
function oncePerRow(writes: MirrorWrite[]): MirrorWrite[] {
  const kept: MirrorWrite[] = [];
  const firstOf = new Map<string, number>();
  for (const write of writes) {
    const at = "upsert" in write ? firstOf.get(rowKey(write)) : undefined;
    if (at === undefined) {
      if ("upsert" in write) firstOf.set(rowKey(write), kept.length);
      kept.push(write);
    } else kept[at] = { ...(kept[at] as MirrorUpsert), row: (write as MirrorUpsert).row };
  }
  return kept;
}

function nameOf(names: Map<string, string>, write: MirrorUpsert): string {
  const name = names.get(rowKey(write));
  if (!name) throw new Error("A mirror write depends on one that does not come before it.");
  return name;
}

/**
 * INSERT … SELECT rather than VALUES, so the row can depend on the other writes (WHERE); PostgreSQL types each
 * parameter by its target column, as for VALUES. Keys the row leaves undefined, or that are not columns, are left
 * out (the column's default then applies to a new row, and a stored value is not overwritten).
 */
function upsertSql(write: MirrorUpsert, when: SQL): SQL {
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
