import "server-only";
import type { createAuthMiddleware } from "better-auth/api";
import { invalid } from "./field-limits";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The most rows one page of a library list (members, users) returns: the app's own pages use keyset queries. */
export const LIST_LIMIT_MAX = 1000;

const refuse = (where: string, problem: string): never => invalid(where, problem, "query");

/**
 * A query parameter that must be a whole number from `min` to `max`, when given: 400 VALIDATION_ERROR naming it
 * otherwise. Also the billing plugin's pages (lib/billing/auth-plugin.ts).
 */
export function checkWholeNumber(query: unknown, key: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  if (value === undefined) return;
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : typeof value === "number" ? value : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    refuse(
      key,
      max === Number.MAX_SAFE_INTEGER ? `Expected a whole number of at least ${min}` : `Expected a whole number from ${min} to ${max}`,
    );
  }
}

/** A filter's value as its operator takes it: a list for "in" and "not_in" (the parameter repeated), else one. */
function checkFilterValue(query: Record<string, unknown>) {
  const value = query.filterValue;
  if (value === undefined) return;
  const list = query.filterOperator === "in" || query.filterOperator === "not_in";
  if (list !== Array.isArray(value)) refuse("filterValue", list ? "Expected a list (the parameter repeated)" : "Expected one value");
}

/**
 * better-auth's list endpoints (/organization/list-members, /admin/list-users, /api-key/list) hand their paging,
 * sort and filter to the adapter as they come: a negative offset, a limit past what PostgreSQL takes, a field the
 * table does not have, a single value for "in", or a filter on a date (a query string holds text, which the adapter
 * cannot bind as a date) was a 500, or an empty page that looked like no rows. Paging is whole numbers, sorting
 * names one of the model's own fields, filtering one of its text fields.
 */
export const refuseBadListQuery =
  (model: string, { paging = true }: { paging?: boolean } = {}) =>
  (ctx: HookContext) => {
    const query = ctx.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== "object") return; // the endpoint's schema answers it
    if (paging) {
      checkWholeNumber(query, "limit", 1, LIST_LIMIT_MAX);
      checkWholeNumber(query, "offset", 0);
    }
    const fields = Object.entries({ id: { type: "string" }, ...ctx.context.tables[model]?.fields });
    const allowed = {
      sortBy: fields.map(([name]) => name),
      filterField: fields.filter(([, field]) => field.type === "string").map(([name]) => name),
    };
    for (const [key, names] of Object.entries(allowed)) {
      const value = query[key];
      if (value !== undefined && (typeof value !== "string" || !names.includes(value))) refuse(key, `Expected one of ${names.join(", ")}`);
    }
    checkFilterValue(query);
  };
