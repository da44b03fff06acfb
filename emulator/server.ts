import { createServer, type IncomingMessage, type Server } from "node:http";
import { registerControl, type Outage } from "./control";
import { PolarError } from "./http/errors";
import { Router, type Auth, type Reply } from "./http/router";
import { Lifecycle } from "./lifecycle";
import { registerPages } from "./pages/routes";
import { registerBilling } from "./resources/billing";
import { registerCatalog } from "./resources/catalog";
import { registerCheckoutLinks } from "./resources/checkout-links";
import { registerCheckouts } from "./resources/checkouts";
import { registerCustomers } from "./resources/customers";
import { registerDiscounts } from "./resources/discounts";
import { registerPortal } from "./resources/portal";
import { registerRefunds } from "./resources/refunds";
import { registerUsage } from "./resources/usage";
import { registerWebhooks } from "./resources/webhooks";
import { setPublicUrl } from "./serialize";
import { Store } from "./store";
import { Deliverer } from "./webhooks/deliver";

export type EmulatorOptions = {
  port: number;
  host?: string;
  /** Where state.json lives; ":memory:" keeps nothing on disk (tests). */
  dataDir: string;
  /** The organization access token the API accepts. */
  accessToken: string;
  /** Fail loudly when a reply does not match Polar's schema (tests). */
  selfCheck?: boolean;
  /** First retry after this many ms, doubling each time. */
  retryBaseMs?: number;
};

const MAX_BODY_BYTES = 1_000_000;

export type Emulator = { url: string; store: Store; hooks: Deliverer; lifecycle: Lifecycle; close: () => Promise<void> };

export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  const store = new Store(options.dataDir);
  const hooks = new Deliverer(store, options.retryBaseMs ?? 2_000);
  const lifecycle = new Lifecycle(store, hooks);
  const router = new Router(options.selfCheck ?? false);
  registerCatalog(router, store, hooks, lifecycle);
  registerCustomers(router, store, hooks);
  const checkouts = registerCheckouts(router, store, hooks, lifecycle);
  registerBilling(router, store, lifecycle);
  registerDiscounts(router, store, hooks);
  registerCheckoutLinks(router, store, checkouts.create);
  const refunds = registerRefunds(router, store, hooks, lifecycle);
  registerPortal(router, store, lifecycle);
  registerUsage(router, store);
  registerWebhooks(router, store, hooks);
  registerPages(router, store, checkouts);
  const outage: Outage = { down: false };
  registerControl(router, store, hooks, lifecycle, checkouts, refunds, options.accessToken, outage);

  const authOf = (request: IncomingMessage): Auth => {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) return { kind: "none" };
    if (token === options.accessToken) return { kind: "organization" };
    const session = store.state.customer_sessions.find((s) => s.token === token && new Date(s.expires_at) > store.now());
    return session ? { kind: "customer", customerId: session.customer_id } : { kind: "none" };
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://emulator");
    // An outage: Polar's API does not answer at all (the control API and the pages still do).
    if (outage.down && url.pathname.startsWith("/v1/")) return void request.socket.destroy();
    const send = (reply: Reply) => {
      if (reply.location) {
        response.writeHead(reply.status, { location: reply.location }).end();
      } else if (reply.html !== undefined) {
        response.writeHead(reply.status, { "content-type": "text/html; charset=utf-8" }).end(reply.html);
      } else if (reply.json !== undefined) {
        response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.json));
      } else response.writeHead(reply.status).end();
    };
    const method = request.method ?? "GET";
    const snapshot = method === "GET" ? null : JSON.stringify(store.state);
    let raw = "";
    let form: URLSearchParams | undefined;
    const readBody = async (): Promise<unknown> => {
      if (!raw) return undefined;
      if ((request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) return undefined;
      try {
        return JSON.parse(raw);
      } catch {
        throw new PolarError(422, { detail: [{ type: "json_invalid", loc: ["body", 0], msg: "JSON decode error", input: {}, ctx: { error: "Expecting value" } }] });
      }
    };
    try {
      for await (const chunk of request) {
        raw += chunk;
        if (raw.length > MAX_BODY_BYTES) return send({ status: 413, json: { detail: "Request body too large." } });
      }
      if ((request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) form = new URLSearchParams(raw);
      const reply = await router.handle(method, url, { auth: authOf(request), store, request, body: undefined, form }, readBody);
      if (method !== "GET") store.save();
      send(reply);
    } catch (error) {
      if (error instanceof PolarError) return send({ status: error.status, json: error.body });
      if ((error as { unauthorized?: boolean }).unauthorized) return send({ status: 401, json: { error: "Unauthorized", detail: "Unauthorized" } });
      console.error("[polar-emulator]", error);
      // A change that failed half-way must not stay half-applied.
      if (snapshot) store.state = JSON.parse(snapshot) as Store["state"];
      send({ status: 500, json: { error: "InternalServerError", detail: error instanceof Error ? error.message : String(error) } });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${options.host === "0.0.0.0" ? "127.0.0.1" : (options.host ?? "127.0.0.1")}:${port}`;
  setPublicUrl(url);
  hooks.resumePending();
  return {
    url,
    store,
    hooks,
    lifecycle,
    close: async () => {
      hooks.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
    },
  };
}
