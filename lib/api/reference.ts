import "server-only";
import { openApiDocument } from "./openapi";

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type RawOperation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  "x-required-scope"?: string | null;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
};

export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  scope: string | null;
  parameters: Array<{ name: string; in: string; required: boolean; description: string | null; type: string }>;
  body: string | null;
  responses: Array<{ status: string; description: string; schema: string | null }>;
};

/** A schema as a reader wants it: a named component by its name, anything else as its JSON. */
function schemaText(schema: Schema | undefined): string | null {
  if (!schema) return null;
  const ref = schema.$ref;
  if (typeof ref === "string") return ref.replace("#/components/schemas/", "");
  return JSON.stringify(schema, null, 2);
}

const typeOf = (schema: Schema | undefined) =>
  typeof schema?.type === "string" ? schema.type : typeof schema?.$ref === "string" ? schemaText(schema)! : "string";

/** The OpenAPI document (./openapi.ts) as the reference page lists it: operations by tag, and the named schemas. */
export function apiReference() {
  const doc = openApiDocument() as unknown as {
    servers: Array<{ url: string }>;
    paths: Record<string, Record<string, RawOperation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const byTag = new Map<string, ReferenceOperation[]>();
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags?.[0] ?? "API";
      const list = byTag.get(tag) ?? [];
      list.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? op.operationId,
        description: op.description ?? null,
        scope: op["x-required-scope"] ?? null,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          description: p.description ?? (p.schema?.description as string | undefined) ?? null,
          type: typeOf(p.schema),
        })),
        body: schemaText(op.requestBody?.content?.["application/json"]?.schema),
        responses: Object.entries(op.responses).map(([status, r]) => ({
          status,
          description: r.description,
          schema: schemaText(r.content?.["application/json"]?.schema),
        })),
      });
      byTag.set(tag, list);
    }
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => ({ name, json: JSON.stringify(schema, null, 2) }));
  return { server: doc.servers[0]?.url ?? "/api/v1", groups: [...byTag].map(([tag, operations]) => ({ tag, operations })), schemas };
}
