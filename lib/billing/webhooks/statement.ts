import "server-only";
import { getTableColumns, getTableName, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

type Row = Record<string, unknown>;

/**
 * One write of an event's effect on the mirror. An upsert inserts `row`, or on its id's conflict:
 * - "newer": replaces the stored row only when this version is at least as new (modifiedAt), so an event that
 *   arrives after a newer one never rolls the copy back;
 * - "always": replaces it (rows without versions of their own, such as a subscription's meters);
 * - "absent": leaves it as it is.
 * A prune deletes the rows of `prune` whose `of` column holds the value given, except those whose `except`
 * column holds one of the values listed. A write with `after` happens only when that upsert wrote its row.
 */
export type MirrorUpsert = { upsert: PgTable; row: Row; on: "newer" | "always" | "absent"; after?: MirrorUpsert };
export type MirrorPrune = {
  prune: PgTable;
  of: [PgColumn, unknown];
  except: [PgColumn, unknown[]];
  after?: MirrorUpsert;
};
export type MirrorWrite = MirrorUpsert | MirrorPrune;

/**
 * How a statement takes each value: as itself (the statement Drizzle compiles with its values) or as a named
 * placeholder (the same statement as a template, lib/billing/webhooks/compiled.ts). `name` says where the value
 * sits in the statement, so the same place always has the same name.
 */
export type Take = (name: string, value: unknown) => unknown;
export const asItself: Take = (_name, value) => value;

/**
 * The CTE storing the event, as the statement's gate: `build` makes it, taking each of `values` by its key as
 * told; `shape` names everything its text depends on besides those values (one shape, one text).
 */
export type MirrorGate = { shape: string; values: Row; build: (take: Take) => SQLWrapper };

/** Whether the statement's first CTE stored the event (a duplicate's stores nothing). */
const EVENT_STORED = sql`exists (select from "event")`;

/**
 * An event's whole effect as one statement: each write a data-modifying CTE, the ones after another reading
 * whether it wrote. One statement is atomic by itself and one round trip, where a transaction of a statement
 * per row took as many round trips as writes plus two (a webhook's time went mostly to those). `gate`, when
 * given, is the CTE storing the event (named `event`): every write happens only when it stored a row, so a
 * duplicate changes nothing (Drizzle puts the gate's query in parentheses). The statement selects `stored`,
 * whether it did (true without a gate).
 * `writes` are those of `oncePerRow`; `take` says how the values go in.
 */
export function mirrorStatement(writes: MirrorWrite[], gate: MirrorGate | undefined, take: Take = asItself): SQL {
  const ctes: SQL[] = gate ? [sql`"event" as ${gate.build((name, value) => take(`event.${name}`, value))}`] : [];
  // The CTE of each upsert's row, for the writes after it.
  const names = new Map<string, string>();
  writes.forEach((write, i) => {
    const name = `w${i}`;
    const conditions: SQL[] = [];
    if (gate) conditions.push(EVENT_STORED);
    if (write.after) conditions.push(sql`exists (select from ${sql.identifier(nameOf(names, write.after))})`);
    const when = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    const statement = "upsert" in write ? upsertSql(write, when, placed(take, name)) : pruneSql(write, when, placed(take, name));
    ctes.push(sql`${sql.identifier(name)} as (${statement})`);
    if ("upsert" in write) names.set(rowKey(write), name);
  });
  const stored = gate ? EVENT_STORED : sql`true`;
  return ctes.length ? sql`with ${sql.join(ctes, sql`, `)} select ${stored} as "stored"` : sql`select ${stored} as "stored"`;
}

/** A write's values, named after the write. */
const placed = (take: Take, write: string) => (name: string, value: unknown, column: PgColumn) =>
  sql.param(take(`${write}.${name}`, value), column);
type Bind = ReturnType<typeof placed>;

/**
 * The statement's shape and its values, in one pass over the writes. The shape is everything its text depends on
 * besides its values: the gate's, then per write its table, kind, the columns it gives, the write it follows, and
 * how many values a prune keeps; two events of one shape differ only in their values. The values go into
 * `values` under the names `mirrorStatement` takes them by.
 */
export function mirrorShapeAndValues(writes: MirrorWrite[], gate: MirrorGate | undefined, values: Row): string {
  if (gate) for (const [name, value] of Object.entries(gate.values)) values[`event.${name}`] = value;
  const index = new Map<string, number>();
  const parts = writes.map((write, i) => {
    const after = write.after ? index.get(rowKey(write.after)) : "";
    if (!("upsert" in write)) {
      values[`w${i}.of`] = write.of[1];
      write.except[1].forEach((value, j) => (values[`w${i}.except${j}`] = value));
      return `p:${getTableName(write.prune)}:${after}:${write.except[1].length}`;
    }
    index.set(rowKey(write), i);
    const given = givenColumns(write);
    for (const { key, value } of given) values[`w${i}.${key}`] = value;
    return `u:${getTableName(write.upsert)}:${write.on}:${after}:${given.map(({ key }) => key)}`;
  });
  return `${gate?.shape ?? ""}|${parts.join("|")}`;
}

/** A row is written by one upsert: a statement may not change a row twice. Named by table and id. */
const rowKey = (write: MirrorUpsert) => `${getTableName(write.upsert)}:${String(write.row.id)}`;

/**
 * The writes with each row once: a row an event names twice (a benefit its product lists twice, say) is written
 * where it first appears, with the last version given, as writing both in turn would leave it. Prunes all stay.
 */
export function oncePerRow(writes: MirrorWrite[]): MirrorWrite[] {
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
 * The row's values that go into the statement: keys it leaves undefined, or that are not columns, are left out
 * (the column's default then applies to a new row, and a stored value is not overwritten).
 */
function givenColumns(write: MirrorUpsert) {
  const columns = getTableColumns(write.upsert);
  return Object.entries(write.row).flatMap(([key, value]) =>
    value !== undefined && Object.hasOwn(columns, key) ? [{ key, column: columns[key]!, value }] : [],
  );
}

/**
 * INSERT … SELECT rather than VALUES, so the row can depend on the other writes (WHERE); PostgreSQL types each
 * parameter by its target column, as for VALUES.
 */
function upsertSql(write: MirrorUpsert, when: SQL, bind: Bind): SQL {
  const given = givenColumns(write);
  const names = given.map(({ column }) => sql.identifier(column.name));
  const values = given.map(({ key, column, value }) => bind(key, value, column));
  const replaced = given
    .filter(({ column }) => !column.primary)
    .map(({ column }) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`);
  const insert = sql`insert into ${write.upsert} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} where ${when}`;
  if (write.on === "absent" || replaced.length === 0) return sql`${insert} on conflict do nothing returning 1`;
  const update = sql`${insert} on conflict ("id") do update set ${sql.join(replaced, sql`, `)}`;
  if (write.on === "always") return sql`${update} returning 1`;
  return sql`${update} where excluded."modified_at" >= ${write.upsert}."modified_at" returning 1`;
}

/** `not in ()` is not SQL: with nothing to keep, every row the first condition selects goes. */
function pruneSql(write: MirrorPrune, when: SQL, bind: Bind): SQL {
  const [of, value] = write.of;
  const [key, kept] = write.except;
  const keep = kept.length
    ? sql` and ${key} not in (${sql.join(
        kept.map((v, j) => bind(`except${j}`, v, key)),
        sql`, `,
      )})`
    : sql``;
  return sql`delete from ${write.prune} where ${of} = ${bind("of", value, of)}${keep} and ${when} returning 1`;
}
