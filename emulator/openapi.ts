import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";

/**
 * Polar's OpenAPI document, version 2026-04, vendored beside the emulator. Requests are validated against
 * its request schemas as Polar's server validates them, and in self-check mode every response against its
 * response schema, so a drift between the emulator and Polar shows up as a failing test.
 */
type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema: Schema };
export type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

const DOCUMENT_ID = "polar-openapi";
const file = path.join(path.dirname(new URL(import.meta.url).pathname), "openapi/polar-2026-04.json");
const document = JSON.parse(readFileSync(file, "utf8")) as { paths: Record<string, Record<string, Operation>>; components: Schema };

/**
 * ajv cannot read discriminator mappings, and Polar's unions are pydantic's: the first member that fits wins,
 * so several may fit (a percentage discount fits both the once/forever and the repeating shape). Each oneOf
 * is therefore read as anyOf, which is what the server's own validation does.
 */
function withoutDiscriminators(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminators);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "discriminator")
      .map(([key, v]) => [key === "oneOf" ? "anyOf" : key, withoutDiscriminators(v)]),
  );
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: DOCUMENT_ID, components: withoutDiscriminators(document.components) });

/** Internal `#/components/...` references resolve against the vendored document. */
function anchored(schema: Schema): Schema {
  return withoutDiscriminators(JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${DOCUMENT_ID}#/`))) as Schema;
}

const compiled = new Map<string, ValidateFunction>();
function validator(key: string, schema: Schema): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(anchored(schema));
    compiled.set(key, fn);
  }
  return fn;
}

export function operation(method: string, template: string): Operation {
  const op = document.paths[template]?.[method.toLowerCase()];
  if (!op) throw new Error(`no operation ${method} ${template} in Polar's OpenAPI document`);
  return op;
}

/** One entry of Polar's 422 body: where, what and why, in pydantic's words. */
export type ValidationIssue = { type: string; loc: (string | number)[]; msg: string; input?: unknown; ctx?: Record<string, unknown> };

function toIssue(where: string, error: ErrorObject, data: unknown): ValidationIssue {
  const loc: (string | number)[] = [
    where,
    ...error.instancePath
      .split("/")
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
  ];
  const input = error.instancePath
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
  switch (error.keyword) {
    case "required":
      return { type: "missing", loc: [...loc, String(error.params.missingProperty)], msg: "Field required", input };
    case "additionalProperties":
      return {
        type: "extra_forbidden",
        loc: [...loc, String(error.params.additionalProperty)],
        msg: "Extra inputs are not permitted",
        input: (input as Record<string, unknown>)?.[String(error.params.additionalProperty)],
      };
    case "type":
      return { type: `${error.params.type}_type`, loc, msg: `Input should be a valid ${error.params.type}`, input };
    case "enum":
    case "const":
      return {
        type: "enum",
        loc,
        msg: `Input should be ${JSON.stringify(error.params.allowedValues ?? error.params.allowedValue)}`,
        input,
      };
    case "minLength":
      return { type: "string_too_short", loc, msg: `String should have at least ${error.params.limit} characters`, input };
    case "maxLength":
      return { type: "string_too_long", loc, msg: `String should have at most ${error.params.limit} characters`, input };
    case "minimum":
    case "exclusiveMinimum":
      return { type: "greater_than_equal", loc, msg: `Input should be greater than or equal to ${error.params.limit}`, input };
    case "maximum":
    case "exclusiveMaximum":
      return { type: "less_than_equal", loc, msg: `Input should be less than or equal to ${error.params.limit}`, input };
    default:
      return { type: "value_error", loc, msg: error.message ?? "Invalid value", input };
  }
}

/**
 * The error worth reporting among a union's: not a branch that was simply of another kind (its "type" or
 * "amount_type" constant did not match), but the deepest problem of the branch the input was meant for.
 */
function mostTelling(errors: ErrorObject[]): ErrorObject {
  const kindMismatch = (e: ErrorObject) => (e.keyword === "const" || e.keyword === "enum") && /\/(type|amount_type)$/.test(e.instancePath);
  const meaningful = errors.filter((e) => !kindMismatch(e) && e.keyword !== "anyOf" && e.keyword !== "oneOf");
  if (meaningful.length === 0) return errors[0];
  return meaningful.reduce((best, e) => (e.instancePath.split("/").length > best.instancePath.split("/").length ? e : best));
}

/** Validates a JSON request body; returns Polar-style issues, empty when valid. */
export function requestBodyIssues(op: Operation, body: unknown): ValidationIssue[] {
  const schema = op.requestBody?.content["application/json"]?.schema;
  if (!schema) return [];
  if (body === undefined) return op.requestBody?.required ? [{ type: "missing", loc: ["body"], msg: "Field required", input: null }] : [];
  const fn = validator(`${op.operationId}:body`, schema);
  return fn(body) ? [] : [toIssue("body", mostTelling(fn.errors ?? []), body)];
}

/** A query string value as the schema reads it: booleans, integers and repeated keys become arrays. */
function coerce(raw: string[], schema: Schema): unknown {
  const text = JSON.stringify(schema);
  const value = (v: string): unknown => {
    if (text.includes('"boolean"') && (v === "true" || v === "false")) return v === "true";
    if (text.includes('"integer"') && /^-?\d+$/.test(v)) return Number(v);
    return v;
  };
  if (raw.length > 1 || (text.includes('"array"') && !text.includes('"string"') && !text.includes('"integer"'))) return raw.map(value);
  return value(raw[0]);
}

/** Reads and validates the query parameters an operation declares; unknown ones are ignored, as Polar does. */
export function readQuery(op: Operation, query: URLSearchParams): { values: Record<string, unknown>; issues: ValidationIssue[] } {
  const values: Record<string, unknown> = {};
  const issues: ValidationIssue[] = [];
  for (const param of op.parameters ?? []) {
    if (param.in !== "query") continue;
    const raw = query.getAll(param.name);
    if (raw.length === 0) {
      if (param.required) issues.push({ type: "missing", loc: ["query", param.name], msg: "Field required", input: null });
      continue;
    }
    const value = coerce(raw, param.schema);
    const fn = validator(`${op.operationId}:query:${param.name}`, param.schema);
    if (!fn(value)) issues.push({ ...toIssue("query", fn.errors![0], value), loc: ["query", param.name] });
    else values[param.name] = value;
  }
  return { values, issues };
}

/** The schema problems of a response, for self-check mode and the contract tests; empty when it conforms. */
export function responseProblems(op: Operation, status: number, body: unknown): string[] {
  const response = op.responses[String(status)];
  if (!response) return [`status ${status} is not a documented response of ${op.operationId}`];
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return [];
  const fn = validator(`${op.operationId}:${status}`, schema);
  if (fn(body)) return [];
  return (fn.errors ?? []).map((e) => `${op.operationId} ${status}: ${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
}

/** A named component schema, for checking webhook payloads. */
export function schemaProblems(name: string, value: unknown): string[] {
  const fn = validator(`schema:${name}`, { $ref: `#/components/schemas/${name}` });
  if (fn(value)) return [];
  return (fn.errors ?? []).map((e) => `${name}: ${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
}

/** The property names of a component schema (the metric slugs of "Metrics", say). */
export function schemaPropertyNames(name: string): string[] {
  const schemas = document.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
  return Object.keys(schemas[name]?.properties ?? {});
}
