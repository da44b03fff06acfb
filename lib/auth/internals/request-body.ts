import "server-only";
import type { createAuthMiddleware } from "better-auth/api";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * better-auth merges a before-hook's returned `{ context: { body } }` into the request's body, so a hook cannot take
 * a key out with it; and the endpoint reads the very object the hooks saw as `ctx.body`. These two change that
 * object in place, which is the only way to drop keys (the library's strict schemas refuse unknown ones) and the
 * way to set fields without a second merge. Held by tests/integration/better-auth-internals.test.ts.
 */

/**
 * The request's body when it is a plain object (the only kind replaceBodyInPlace and setBodyFieldsInPlace can change),
 * else null: no body, or a string, a number, an array, which the hook leaves for the endpoint's schema to refuse.
 */
export function bodyObject(ctx: HookContext): Record<string, unknown> | null {
  const body: unknown = ctx.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The request's body as a hook may read it: a plain object's fields, none for no body, null for anything else. */
export function bodyFields(ctx: HookContext): Record<string, unknown> | null {
  return ctx.body === undefined || ctx.body === null ? {} : bodyObject(ctx);
}

/** Makes the request's body exactly `body` (every other key removed), as the endpoint will read it. */
export function replaceBodyInPlace(ctx: HookContext, body: Record<string, unknown>): void {
  const target = ctx.body as Record<string, unknown>;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, body);
}

/** Sets `fields` on the request's body, as the endpoint will read it. */
export function setBodyFieldsInPlace(ctx: HookContext, fields: Record<string, unknown>): void {
  Object.assign(ctx.body as object, fields);
}
