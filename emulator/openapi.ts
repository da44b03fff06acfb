import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { Validator, type ValidationIssue } from "./validation";

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

// Replies are checked with their formats too: an id Polar gives is a version 4 UUID, a time an RFC 3339 one.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv, ["date-time", "date", "email", "uri", "uuid", "duration"]);
ajv.addFormat("uuid4", /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);
ajv.addFormat("ipvanyaddress", true);
ajv.addFormat("color", true);
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

export type { ValidationIssue } from "./validation";

const requests = new Validator((document.components as { schemas: Record<string, Schema> }).schemas);

/** Validates a JSON request body as Polar does: the body as read (a number from a numeric string…) and the issues. */
export function readBody(op: Operation, body: unknown): { value: unknown; issues: ValidationIssue[] } {
  const schema = op.requestBody?.content["application/json"]?.schema;
  if (!schema) return { value: body, issues: [] };
  if (body === undefined) {
    return {
      value: body,
      issues: op.requestBody?.required ? [{ type: "missing", loc: ["body"], msg: "Field required", input: null }] : [],
    };
  }
  return requests.validate(schema, body, ["body"]);
}

/** Validates a JSON request body; returns Polar-style issues, empty when valid. */
export function requestBodyIssues(op: Operation, body: unknown): ValidationIssue[] {
  return readBody(op, body).issues;
}

/** Validates the path parameters of an operation (a malformed id is a 422, not a 404). */
export function pathIssues(op: Operation, params: Record<string, string>): ValidationIssue[] {
  return (op.parameters ?? [])
    .filter((p) => p.in === "path" && params[p.name] !== undefined)
    .flatMap((p) => requests.validate(p.schema, params[p.name], ["path", p.name]).issues);
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
    // FastAPI hands a parameter that may be a list the list of its values, even of one value.
    const list = raw.length > 1 || JSON.stringify(param.schema).includes('"array"');
    const read = requests.validate(param.schema, list ? raw : raw[0], ["query", param.name]);
    if (read.issues.length) issues.push(...read.issues);
    else values[param.name] = read.value;
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

/** The values of an enum component schema (the cancellation reasons of "CustomerCancellationReason", say). */
export function schemaEnum(name: string): string[] {
  const schemas = document.components.schemas as Record<string, { enum?: string[] }>;
  return schemas[name]?.enum ?? [];
}
