import "server-only";
import { APIError } from "better-auth/api";

const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
const GROUP_SCHEMA_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:group:/;

/**
 * The longest Group names and external ids taken. @better-auth/scim bounds a User's strings (256 and 1024) but not
 * a Group's: a name of any length was stored, listed and written into the activity log. 256 is also what Okta and
 * Microsoft Entra allow a group's name; an external id gets a User's 1024.
 */
export const GROUP_LIMITS: Record<string, number> = { displayname: 256, externalid: 1024 };

/** The attribute a body key or PATCH path names, lower-cased and without the core Group schema's prefix. */
const attributeOf = (name: string) => name.trim().toLowerCase().replace(GROUP_SCHEMA_PREFIX, "");

/** The value the plugin stores for an attribute: trimmed, and a list of one taken as its one value. */
function storedText(value: unknown): string | undefined {
  const scalar = Array.isArray(value) && value.length === 1 ? value[0] : value;
  return typeof scalar === "string" ? scalar.trim() : undefined;
}

/** Each attribute a Group body (POST, PUT) or a PATCH operation sets, with its value. */
function* assignments(body: Record<string, unknown>): Generator<[string, unknown]> {
  const operations = body.Operations;
  if (!Array.isArray(operations)) {
    for (const [key, value] of Object.entries(body)) yield [attributeOf(key), value];
    return;
  }
  for (const operation of operations) {
    if (typeof operation !== "object" || operation === null) continue;
    const { path, value } = operation as { path?: unknown; value?: unknown };
    if (typeof path === "string" && path.trim()) yield [attributeOf(path), value];
    else if (typeof value === "object" && value !== null && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) yield [attributeOf(key), inner];
  }
}

/**
 * Refuses a Group create, replace or PATCH whose displayName or externalId is longer than GROUP_LIMITS, in SCIM's
 * error shape (400 invalidValue), before the plugin writes anything. Everything else is the plugin's to judge.
 */
export function refuseLongGroupValues(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return;
  for (const [attribute, value] of assignments(body as Record<string, unknown>)) {
    const limit = GROUP_LIMITS[attribute];
    const text = limit === undefined ? undefined : storedText(value);
    if (text === undefined || text.length <= limit) continue;
    const name = attribute === "displayname" ? "displayName" : "externalId";
    const detail = `${name} must be at most ${limit} characters`;
    const error = new APIError("BAD_REQUEST", { schemas: [ERROR_SCHEMA], status: "400", scimType: "invalidValue", detail });
    error.message = detail;
    throw error;
  }
}
