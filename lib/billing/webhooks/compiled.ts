import "server-only";
import { createHash } from "node:crypto";
import { is, Param, Placeholder, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { mirrorShapeAndValues, mirrorStatement, type MirrorGate, type MirrorWrite } from "./statement";

/**
 * A statement as the driver takes it, with the name it is prepared under on PostgreSQL: one name per text, so
 * each connection parses and plans a shape's statement once and then sends only its values.
 */
export type CompiledQuery = { name: string; text: string; params: unknown[] };

/** Where each parameter's value comes from: a named value and its column's encoder, or a constant. */
type Slot = { name: string; encode: (value: unknown) => unknown } | { constant: unknown };
type Template = { name: string; text: string; slots: Slot[] };

/** Event shapes are few (a type, and how many prices, benefits, meters or items it lists); a bound all the same. */
const SHAPES_KEPT = 500;
const templates = new Map<string, Template>();
const dialect = new PgDialect();

/**
 * The mirror's statement for these writes, compiled by Drizzle once per shape of event (the same tables, columns
 * and counts) with named placeholders, then filled with each event's values. Walking the statement's SQL tree
 * into text was an eighth of a webhook's time on the main thread, which bounds the webhook's throughput. The
 * text and parameters are exactly those Drizzle compiles from the statement with its values in it
 * (tests/unit/webhook-statement.test.ts holds them equal for every event type).
 */
export function compiledMirrorQuery(writes: MirrorWrite[], gate: MirrorGate | undefined): CompiledQuery {
  const values: Record<string, unknown> = {};
  const shape = mirrorShapeAndValues(writes, gate, values);
  let template = templates.get(shape);
  if (!template) {
    template = compile(writes, gate);
    if (templates.size >= SHAPES_KEPT) templates.delete(templates.keys().next().value!);
    templates.set(shape, template);
  }
  return { name: template.name, text: template.text, params: template.slots.map((slot) => fill(slot, values)) };
}

function compile(writes: MirrorWrite[], gate: MirrorGate | undefined): Template {
  const query = dialect.sqlToQuery(mirrorStatement(writes, gate, (name) => sql.placeholder(name)));
  const slots = query.params.map((param): Slot => {
    if (is(param, Param) && is(param.value, Placeholder)) {
      const encoder = param.encoder;
      return { name: param.value.name, encode: (value) => encoder.mapToDriverValue(value) };
    }
    if (is(param, Placeholder)) return { name: param.name, encode: (value) => value };
    return { constant: param };
  });
  return { name: statementName(query.sql), text: query.sql, slots };
}

/**
 * The text's own name (PostgreSQL keeps 63 bytes of one), so that two texts never share a name: node-postgres
 * refuses a name it prepared for another text on that connection. A connection keeps what it prepared for its
 * lifetime, one statement per shape it has seen, which Polar's few event shapes bound.
 */
export const statementName = (text: string) => `mirror_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;

/** As Drizzle maps a value it compiles in place: null stays null, anything else through its column's encoder. */
function fill(slot: Slot, values: Record<string, unknown>): unknown {
  if ("constant" in slot) return slot.constant;
  if (!Object.hasOwn(values, slot.name)) throw new Error(`The mirror's statement has no value for "${slot.name}".`);
  const value = values[slot.name];
  return value === null ? null : slot.encode(value);
}
