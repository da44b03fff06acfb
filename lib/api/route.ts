import "server-only";
import type * as z from "zod";
import type { Grant } from "./access";
import type { Action, Resource } from "./scopes";

export type Method = "get" | "post" | "patch" | "delete";

type Shape = z.ZodObject<z.ZodRawShape>;

export type Handled<P extends Shape, Q extends Shape, B extends z.ZodType> = {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  grant: Grant;
  request: Request;
};

/**
 * One operation of /api/v1: its method and path (OpenAPI's template, relative to /api/v1, always under
 * /organizations/{organizationId}), the scope it needs (`[resource, action]`, lib/api/scopes.ts; null: any member or
 * key of the organization), zod schemas of its input and its success reply (the OpenAPI document is made from
 * them, lib/api/openapi.ts), and its handler, which returns the reply's JSON (undefined for 204).
 */
export type ApiRoute<P extends Shape = Shape, Q extends Shape = Shape, B extends z.ZodType = z.ZodType> = {
  method: Method;
  path: `/organizations/{organizationId}${string}`;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  scope: readonly [Resource, Action] | null;
  params: P;
  query?: Q;
  body?: B;
  success: { status: 200 | 201 | 204; description: string; schema?: z.ZodType };
  /** Error statuses this operation answers besides the common ones (400, 401, 403, 404, 429). */
  errors?: number[];
  handler: (input: Handled<P, Q, B>) => Promise<unknown>;
};

/** Declares a route with its types inferred (the registry, lib/api/routes.ts, lists it). */
export function defineRoute<P extends Shape, Q extends Shape = Shape, B extends z.ZodType = z.ZodType>(route: ApiRoute<P, Q, B>): ApiRoute {
  return route as unknown as ApiRoute;
}
