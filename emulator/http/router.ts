import type { IncomingMessage } from "node:http";
import { invalid, noRoute, PolarError, unauthorized, wrongMethod } from "./errors";
import { operation, pathIssues, readBody as parseBody, readQuery, responseProblems, type Operation } from "../openapi";
import type { Store } from "../store";

export type Auth = { kind: "organization" } | { kind: "customer"; customerId: string; memberId?: string } | { kind: "none" };
export type Context = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- validated against Polar's schema first
  auth: Auth;
  store: Store;
  request: IncomingMessage;
  rawQuery: URLSearchParams;
  form?: URLSearchParams;
  /** The request's body as it arrived, as text and as bytes. */
  raw?: string;
  bytes?: Buffer;
};
export type Reply = {
  status: number;
  json?: unknown;
  html?: string;
  location?: string;
  text?: string;
  bytes?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};
type Handler = (ctx: Context) => Reply | Promise<Reply>;
/** "user": a signed-in Polar user, which no credential of the emulator is (it answers 401, as Polar does to them). */
type Guard = "organization" | "customer" | "user" | "none";

type Route = {
  method: string;
  pattern: RegExp;
  keys: string[];
  op?: Operation;
  guard: Guard;
  handler: Handler;
  prepare?: (body: unknown) => void;
};

/**
 * Routes by method and OpenAPI path template. An API route names its operation in Polar's document, and
 * the router validates the query and body against it before the handler runs; in self-check mode it also
 * validates every JSON reply and fails loudly on a mismatch, which is how the tests catch drift.
 */
export class Router {
  private routes: Route[] = [];
  constructor(private readonly selfCheck: boolean) {}

  private add(method: string, template: string, guard: Guard, handler: Handler, api: boolean, prepare?: (body: unknown) => void) {
    const keys: string[] = [];
    const source = template.replace(/\/$/, "").replace(/\{(\w+)\}/g, (_, key: string) => {
      keys.push(key);
      return "([^/]+)";
    });
    this.routes.push({
      method,
      pattern: new RegExp(`^${source}/?$`),
      keys,
      op: api ? operation(method, template) : undefined,
      guard,
      handler,
      prepare,
    });
  }

  /** An operation of Polar's API, validated against the vendored document. */
  api(method: string, template: string, guard: Guard, handler: Handler, prepare?: (body: unknown) => void) {
    this.add(method, template, guard, handler, true, prepare);
  }

  /** A page or a control endpoint of the emulator itself (the control API is guarded like the seller API). */
  page(method: string, template: string, handler: Handler, guard: Guard = "none") {
    this.add(method, template, guard, handler, false);
  }

  async handle(
    method: string,
    url: URL,
    ctx: Omit<Context, "params" | "query" | "rawQuery">,
    readBody: () => Promise<unknown>,
  ): Promise<Reply> {
    const pathMatches = this.routes.filter((r) => r.pattern.test(url.pathname));
    if (pathMatches.length === 0) throw noRoute();
    // A literal segment wins over a parameter ("/v1/events/names" over "/v1/events/{id}").
    const route = pathMatches.filter((r) => r.method === method).sort((a, b) => a.keys.length - b.keys.length)[0];
    if (!route) throw wrongMethod();
    const found = route.pattern.exec(url.pathname)!;
    const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeSegment(found[i + 1])]));
    try {
      if (route.guard === "organization" && ctx.auth.kind !== "organization") throw unauthorized();
      if (route.guard === "customer" && ctx.auth.kind !== "customer") throw unauthorized();
      if (route.guard === "user") throw unauthorized();
      let query: Record<string, unknown> = {};
      let body: unknown;
      if (route.op) {
        const read = readQuery(route.op, url.searchParams);
        const raw = await readBody();
        route.prepare?.(raw);
        const parsed = parseBody(route.op, raw);
        // FastAPI reports the path's, the query's and the body's problems together.
        const issues = [...pathIssues(route.op, params), ...read.issues, ...parsed.issues];
        if (issues.length) throw invalid(issues);
        query = read.values;
        body = parsed.value;
      } else body = await readBody();
      const reply = await route.handler({ ...ctx, params, query, body, rawQuery: url.searchParams });
      this.check(route, reply);
      return reply;
    } catch (error) {
      if (!(error instanceof PolarError)) throw error;
      const reply = { status: error.status, json: error.body };
      if (error.status !== 401) this.check(route, reply); // Polar documents 401 globally, not per operation
      return reply;
    }
  }

  private check(route: Route, reply: Reply) {
    if (!this.selfCheck || !route.op || reply.json === undefined) return;
    if (reply.status === 404 && !route.op.responses["404"]) return;
    const problems = responseProblems(route.op, reply.status, reply.json);
    if (problems.length) throw new Error(`emulator reply does not match Polar's schema:\n${problems.slice(0, 5).join("\n")}`);
  }
}

/**
 * A path parameter as sent, decoded. A malformed escape ("%E0%A4%A") is kept as it came, as Starlette does,
 * so it reaches the route as an id that matches nothing (404) or fails the parameter's format (422), not a 500.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
