import "server-only";
import type * as z from "zod";
import type { Grant, OperatorGrant } from "./access";
import type { Action, Resource } from "./scopes";

export type Method = "get" | "post" | "patch" | "delete";

type Shape = z.ZodObject<z.ZodRawShape>;

export type Handled<P extends Shape, Q extends Shape, B extends z.ZodType, G = Grant> = {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  grant: G;
  request: Request;
};

/** What every operation declares, whoever it is for. */
type Common<P extends Shape, Q extends Shape, B extends z.ZodType> = {
  method: Method;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  params: P;
  query?: Q;
  body?: B;
  success: { status: 200 | 201 | 204; description: string; schema?: z.ZodType };
  /** Error statuses this operation answers besides the common ones (400, 401, 403, 404, 429). */
  errors?: number[];
};

/**
 * One operation of /api/v1 on an organization: its method and path (OpenAPI's template, relative to /api/v1, under
 * /organizations/{organizationId}), the scope it needs (`[resource, action]`, lib/api/scopes.ts; null: any member or
 * key of the organization), zod schemas of its input and its success reply (the OpenAPI document is made from
 * them, lib/api/openapi.ts), and its handler, which returns the reply's JSON (undefined for 204).
 */
export type OrganizationRoute<P extends Shape = Shape, Q extends Shape = Shape, B extends z.ZodType = z.ZodType> = Common<P, Q, B> & {
  access: "organization";
  path: `/organizations/{organizationId}${string}`;
  scope: readonly [Resource, Action] | null;
  handler: (input: Handled<P, Q, B, Grant>) => Promise<unknown>;
};

/**
 * One operation on the whole app rather than an organization (the app's own webhook endpoints): for its operators
 * only, with a session or their personal key holding `scope` (lib/api/access.ts, `authorizeOperator`).
 */
export type OperatorRoute<P extends Shape = Shape, Q extends Shape = Shape, B extends z.ZodType = z.ZodType> = Common<P, Q, B> & {
  access: "operator";
  path: `/webhooks${string}`;
  scope: readonly [Resource, Action];
  handler: (input: Handled<P, Q, B, OperatorGrant>) => Promise<unknown>;
};

export type ApiRoute = OrganizationRoute | OperatorRoute;

/** Declares an organization's route with its types inferred (the registry, lib/api/routes.ts, lists it). */
export function defineRoute<P extends Shape, Q extends Shape = Shape, B extends z.ZodType = z.ZodType>(
  route: Omit<OrganizationRoute<P, Q, B>, "access">,
): ApiRoute {
  return { ...route, access: "organization" } as unknown as ApiRoute;
}

/** Declares an operators' route (the whole app's) with its types inferred. */
export function defineOperatorRoute<P extends Shape, Q extends Shape = Shape, B extends z.ZodType = z.ZodType>(
  route: Omit<OperatorRoute<P, Q, B>, "access">,
): ApiRoute {
  return { ...route, access: "operator" } as unknown as ApiRoute;
}
