/**
 * What every request must satisfy before any of it reaches the database: PostgreSQL refuses NUL (0x00) in text
 * and node-postgres turns a lone UTF-16 surrogate into U+FFFD, so either would end as a 500 or as silently
 * changed data. Checked here, once, for the URL (path and query) and a JSON body: valid UTF-8 and percent
 * encoding, no control characters, bounded lengths, and the formats of the ids and tokens the app issues.
 * Used by the route handlers (lib/http/boundary.ts), for pages by proxy.ts, and for server actions' input by
 * lib/action.ts.
 */

/** A refused field, named as better-auth names its validation errors: `[query.id] Invalid id`. */
export type Refusal = { code: "VALIDATION_ERROR"; message: string };

/** Ids the app issues (better-auth's 32 characters of [a-zA-Z0-9], Polar's UUIDs) and their aliases in requests. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const ID_FIELDS = new Set(["id", "organizationId", "invitationId", "teamId", "memberId", "userId", "orderId", "checkoutId"]);
/** Reset, deletion, magic-link and session tokens (alphanumeric) and the verification link's JWT. */
const TOKEN = /^[A-Za-z0-9._~-]{1,4096}$/;
const TOKEN_FIELDS = new Set(["token"]);

export const MAX_URL_LENGTH = 8 * 1024;
/**
 * Free text is bounded by the body's own limit (64 KB, lib/auth/server/request-limits.ts) and each field's
 * schema; ids and tokens by their formats below.
 */
export const MAX_STRING_LENGTH = 64 * 1024;

/** C0 controls and DEL, except tab, line feed and carriage return, which free text may hold. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refuse = (where: string, problem: string): Refusal => ({ code: "VALIDATION_ERROR", message: `[${where}] ${problem}` });

/** The problem with one string value, by the field it came in, or null. */
export function problemWithValue(field: string, value: string, maxLength = MAX_STRING_LENGTH): string | null {
  if (value.length > maxLength) return `Too long (at most ${maxLength} characters)`;
  if (CONTROL.test(value)) return "Control characters are not allowed";
  if (LONE_SURROGATE.test(value)) return "Invalid UTF-8";
  if (ID_FIELDS.has(field) && !ID.test(value)) return "Invalid id";
  if (TOKEN_FIELDS.has(field) && !TOKEN.test(value)) return "Invalid token";
  return null;
}

function decode(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(/\+/g, " "));
  } catch {
    return null; // a malformed escape or bytes that are not UTF-8
  }
}

/** The URL's path segments and query pairs, each decoded; the first problem found, or null. */
export function checkUrl(rawUrl: string): Refusal | null {
  if (rawUrl.length > MAX_URL_LENGTH) return refuse("url", `Too long (at most ${MAX_URL_LENGTH} characters)`);
  const url = new URL(rawUrl);
  for (const segment of url.pathname.split("/")) {
    const value = decode(segment);
    if (value === null) return refuse("path", "Invalid UTF-8");
    const problem = problemWithValue("", value);
    if (problem) return refuse("path", problem);
  }
  for (const pair of url.search.slice(1).split("&")) {
    if (!pair) continue;
    const [rawKey, ...rest] = pair.split("=");
    const key = decode(rawKey);
    const value = decode(rest.join("="));
    if (key === null || value === null) return refuse(`query.${key ?? "?"}`, "Invalid UTF-8");
    const problem = problemWithValue("", key) ?? problemWithValue(key, value);
    if (problem) return refuse(`query.${key}`, problem);
  }
  return null;
}

/**
 * How deep a body may nest. No form or API sends more than a few levels; without a bound, 20 000 levels
 * (40 KB of `[[[...]]]`) would overflow the stack of any recursive reader further on (zod, JSON.stringify),
 * which answers 500 instead of a refusal.
 */
export const MAX_JSON_DEPTH = 64;

/** A value still to check, or (with `key`) an object's key, which is checked just before its value. */
type Pending = { value: unknown; path: string; field: string; depth: number; key?: string };

/**
 * Every string (and key) of a parsed JSON value, depth first in document order; the first problem found, or
 * null. Walked with a stack of its own rather than by recursion, so no input can exhaust the call stack. `path`
 * names the value in a refusal; `maxLength` bounds each string (a server action's fields are bounded by their
 * own schemas, some beyond a request body's).
 */
export function checkJson(value: unknown, { path = "body", maxLength = MAX_STRING_LENGTH } = {}): Refusal | null {
  const pending: Pending[] = [{ value, path, field: "", depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const found = checkOne(next, pending, maxLength);
    if (found) return found;
  }
  return null;
}

/** One key or value: a string is checked, an array's or object's children are queued, first child on top. */
function checkOne({ value, path, field, depth, key }: Pending, pending: Pending[], maxLength: number): Refusal | null {
  if (key !== undefined) {
    const problem = problemWithValue("", key, maxLength);
    return problem ? refuse(path, problem) : null;
  }
  if (typeof value === "string") {
    const problem = problemWithValue(field, value, maxLength);
    return problem ? refuse(path, problem) : null;
  }
  if (!value || typeof value !== "object") return null;
  if (depth >= MAX_JSON_DEPTH) return refuse(path, `Too deeply nested (at most ${MAX_JSON_DEPTH} levels)`);
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  for (let i = entries.length - 1; i >= 0; i--) {
    const [name, item] = entries[i];
    const child = Array.isArray(value) ? field : name;
    pending.push({ value: item, path: `${path}.${name}`, field: child, depth: depth + 1 });
    if (!Array.isArray(value)) pending.push({ value: undefined, path, field: "", depth, key: name });
  }
  return null;
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/** A JSON body's bytes: valid UTF-8, then every string in it. A body that is not JSON is the endpoint's to refuse. */
export function checkJsonBytes(bytes: Uint8Array): Refusal | null {
  let text: string;
  try {
    text = STRICT_UTF8.decode(bytes);
  } catch {
    return refuse("body", "Invalid UTF-8");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return checkJson(parsed);
}
