import type { IngestedEvent, Meter } from "../state";

/**
 * How Polar's meters read events: a filter (clauses on the event's name, source, timestamp or metadata,
 * combined with and/or and nested) picks the events, an aggregation (count, sum, max, min, avg, unique)
 * turns them into units. The rules follow Polar's SQL: a clause on a metadata value compares it as the
 * value's own JSON type, a type mismatch or a missing value never matches, like/not_like look for the
 * value anywhere in the text (SQL wildcards included), and a boolean filter value reads "t"/"f" as text.
 */
export type FilterClause = { property: string; operator: string; value: string | number | boolean };
export type Filter = { conjunction: "and" | "or"; clauses: (FilterClause | Filter)[] };
export type Aggregation = { func: "count" } | { func: "sum" | "max" | "min" | "avg" | "unique"; property: string };

const stripMetadata = (property: string) => (property.startsWith("metadata.") ? property.slice("metadata.".length) : property);

/** The event fields a filter may name directly, with the one JSON type each accepts. */
const FIELDS: Record<string, { type: "string" | "number"; read: (e: IngestedEvent) => string | number }> = {
  name: { type: "string", read: (e) => e.name },
  source: { type: "string", read: (e) => e.source ?? "user" },
  timestamp: { type: "number", read: (e) => Math.floor(new Date(e.timestamp).getTime() / 1000) },
};

/** SQL LIKE '%value%': the value's own % and _ stay wildcards, as they do in Polar's query. */
function like(text: string, value: string): boolean {
  const pattern = value
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/%/g, ".*")
    .replace(/_/g, ".");
  return new RegExp(pattern, "s").test(text);
}

function compare<T extends string | number | boolean>(operator: string, left: T, right: T): boolean {
  switch (operator) {
    case "eq":
      return left === right;
    case "ne":
      return left !== right;
    case "gt":
      return left > right;
    case "gte":
      return left >= right;
    case "lt":
      return left < right;
    case "lte":
      return left <= right;
    default:
      return false;
  }
}

/** The filter value as text, the way Polar's query casts it. */
const asText = (value: FilterClause["value"]) => (typeof value === "boolean" ? (value ? "t" : "f") : String(value));

function clauseMatches(clause: FilterClause, event: IngestedEvent): boolean {
  const property = stripMetadata(clause.property);
  const { operator, value } = clause;
  const field = FIELDS[property];
  if (field) {
    if (typeof value !== field.type) return false;
    const actual = field.read(event);
    if (operator === "like") return like(String(actual), String(value));
    if (operator === "not_like") return !like(String(actual), String(value));
    return compare(operator, actual, value as string | number);
  }
  if (!Object.hasOwn(event.metadata, property)) return false;
  const actual = event.metadata[property];
  if (operator === "like" || operator === "not_like") {
    const found = like(typeof actual === "string" ? actual : JSON.stringify(actual), asText(value));
    return operator === "like" ? found : !found;
  }
  if (typeof actual === "string") return compare(operator, actual, asText(value));
  if (typeof actual === "number") {
    if (typeof value === "string") return false;
    return compare(operator, actual, typeof value === "boolean" ? Number(value) : value);
  }
  return typeof value === "boolean" && compare(operator, Number(actual), Number(value));
}

export function filterMatches(filter: Filter | FilterClause | undefined, event: IngestedEvent): boolean {
  if (!filter) return true;
  if ("conjunction" in filter) {
    const results = (filter.clauses ?? []).map((clause) => filterMatches(clause, event));
    if (results.length === 0) return true;
    return filter.conjunction === "or" ? results.some(Boolean) : results.every(Boolean);
  }
  return clauseMatches(filter, event);
}

/** Whether a meter counts an event: a user event its filter picks (Polar's own system events are never usage). */
export function counts(meter: Meter | undefined, event: IngestedEvent): boolean {
  return (event.source ?? "user") === "user" && filterMatches(meter?.filter as Filter | undefined, event);
}

/** The number an aggregation reads from an event, or undefined when the event has no such number. */
function numberOf(property: string, event: IngestedEvent): number | undefined {
  const name = stripMetadata(property);
  if (name === "timestamp") return FIELDS.timestamp.read(event) as number;
  const value = event.metadata[name];
  return typeof value === "number" ? value : undefined;
}

/** A meter's units over events it counts. */
export function aggregate(meter: Meter | undefined, events: IngestedEvent[]): number {
  const aggregation = (meter?.aggregation ?? { func: "count" }) as Aggregation;
  if (aggregation.func === "count") return events.length;
  if (aggregation.func === "unique") {
    const name = stripMetadata(aggregation.property);
    const values = events
      .filter((e) => e.metadata[name] !== undefined && e.metadata[name] !== null)
      .map((e) => JSON.stringify(e.metadata[name]));
    return new Set(values).size;
  }
  const numbers = events.map((e) => numberOf(aggregation.property, e)).filter((n): n is number => n !== undefined);
  if (numbers.length === 0) return 0;
  switch (aggregation.func) {
    case "sum":
      return numbers.reduce((sum, n) => sum + n, 0);
    case "max":
      return Math.max(...numbers);
    case "min":
      return Math.min(...numbers);
    case "avg":
      return numbers.reduce((sum, n) => sum + n, 0) / numbers.length;
  }
}

/** Polar adds credits in order and never lets the running total fall below zero (a revoked credit cannot go negative). */
export function nonNegativeRunningSum(values: number[]): number {
  return values.reduce((total, value) => Math.max(0, total + value), 0);
}
