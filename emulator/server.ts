import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { registerControl, type Outage } from "./control";
import { badJson, PolarError, tooLarge } from "./http/errors";
import { Router, type Auth, type Reply } from "./http/router";
import { registerPages } from "./pages/routes";
import { registerPortalPages } from "./pages/portal-routes";
import { registerBilling } from "./resources/billing";
import { registerCatalog } from "./resources/catalog";
import { registerCheckoutLinks } from "./resources/checkout-links";
import { registerCheckouts } from "./resources/checkouts";
import { registerCustomers } from "./resources/customers";
import { registerDiscounts } from "./resources/discounts";
import { registerEvents } from "./resources/events";
import { registerBenefitGrants } from "./resources/benefit-grants";
import { registerCustomFields } from "./resources/custom-fields";
import { registerFiles } from "./resources/files";
import { registerPortalAccount } from "./resources/portal-account";
import { registerMembers } from "./resources/members";
import { registerMetrics } from "./resources/metrics";
import { registerCheckoutUpdate } from "./resources/checkout-update";
import { registerExports } from "./resources/exports";
import { registerOrganizations } from "./resources/organizations";
import { registerSeats } from "./resources/seats";
import { registerLicenseKeys } from "./resources/license-keys";
import { registerOrders } from "./resources/orders";
import { registerPayments } from "./resources/payments";
import { registerPortal } from "./resources/portal";
import { registerRefunds } from "./resources/refunds";
import { registerUsage } from "./resources/usage";
import { registerWebhooks } from "./resources/webhooks";
import { Serializer } from "./serialize";
import { createServices, type Services } from "./services";
import type { Lifecycle } from "./services/lifecycle";
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

/** Every route: Polar's API over the services, the hosted pages, and the emulator's control API. */
function routes(services: Services, selfCheck: boolean, outage: Outage): Router {
  const router = new Router(selfCheck);
  registerCatalog(router, services);
  registerCustomers(router, services);
  const checkouts = registerCheckouts(router, services);
  registerBilling(router, services);
  registerDiscounts(router, services);
  registerCheckoutLinks(router, services);
  registerRefunds(router, services);
  registerPortal(router, services);
  registerUsage(router, services);
  registerWebhooks(router, services);
  registerLicenseKeys(router, services);
  registerOrders(router, services);
  registerEvents(router, services);
  registerBenefitGrants(router, services);
  registerCustomFields(router, services);
  registerFiles(router, services);
  registerPortalAccount(router, services);
  registerMembers(router, services);
  registerMetrics(router, services);
  registerSeats(router, services);
  registerOrganizations(router, services);
  registerExports(router, services);
  registerCheckoutUpdate(router, services);
  registerPayments(router, services);
  registerPages(router, services.store, checkouts);
  registerPortalPages(router, services);
  registerControl(router, services, outage);
  return router;
}

function send(response: ServerResponse, reply: Reply) {
  for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
  if (reply.location) {
    response.writeHead(reply.status, { location: reply.location }).end();
  } else if (reply.html !== undefined) {
    response.writeHead(reply.status, { "content-type": "text/html; charset=utf-8" }).end(reply.html);
  } else if (reply.bytes !== undefined) {
    response.writeHead(reply.status, { "content-type": reply.contentType ?? "application/octet-stream" }).end(reply.bytes);
  } else if (reply.text !== undefined) {
    response.writeHead(reply.status, { "content-type": reply.contentType ?? "text/plain; charset=utf-8" }).end(reply.text);
  } else if (reply.json !== undefined) {
    response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.json));
  } else response.writeHead(reply.status).end();
}

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
  }
  return Buffer.concat(chunks);
}

export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  const store = new Store(options.dataDir);
  const hooks = new Deliverer(store, options.retryBaseMs ?? 2_000);
  const outage: Outage = { down: false, delayMs: 0 };

  // Links in replies (checkout, portal, invoice URLs) name the address the emulator listens on, known only
  // once the port is bound; the routes are built then, and attached before any request can be read.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${options.host === "0.0.0.0" ? "127.0.0.1" : (options.host ?? "127.0.0.1")}:${port}`;
  const services = createServices(store, hooks, new Serializer(store, url));
  const router = routes(services, options.selfCheck ?? false, outage);

  const authOf = (request: IncomingMessage): Auth => {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) return { kind: "none" };
    if (token === options.accessToken) return { kind: "organization" };
    const session = services.customers.sessionOf(token);
    return session ? { kind: "customer", customerId: session.customer_id, memberId: session.member_id ?? undefined } : { kind: "none" };
  };

  server.on("request", async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://emulator");
    // An outage: Polar's API does not answer at all (the control API and the pages still do).
    if (outage.down && url.pathname.startsWith("/v1/")) return void request.socket.destroy();
    // A slow Polar: its API answers, late.
    if (outage.delayMs && url.pathname.startsWith("/v1/")) await new Promise((resolve) => setTimeout(resolve, outage.delayMs));
    const method = request.method ?? "GET";
    const snapshot = method === "GET" ? null : JSON.stringify(store.state);
    const contentType = request.headers["content-type"] ?? "";
    const isForm = contentType.includes("application/x-www-form-urlencoded");
    // A body that is neither JSON nor a form (a file part PUT to its upload address) is read as it is.
    const isBinary = contentType !== "" && !isForm && !contentType.includes("json");
    try {
      const bytes = await readRaw(request);
      const raw = bytes.toString("utf8");
      const readBody = async (): Promise<unknown> => {
        if (!raw || isForm || isBinary) return undefined;
        try {
          return JSON.parse(raw);
        } catch {
          throw badJson();
        }
      };
      const form = isForm ? new URLSearchParams(raw) : undefined;
      const reply = await router.handle(
        method,
        url,
        { auth: authOf(request), store, request, body: undefined, form, raw, bytes },
        readBody,
      );
      if (method !== "GET") store.save();
      send(response, reply);
    } catch (error) {
      if (error instanceof PolarError) return send(response, { status: error.status, json: error.body });
      console.error("[polar-emulator]", error);
      // A change that failed half-way must not stay half-applied.
      if (snapshot) store.state = JSON.parse(snapshot) as Store["state"];
      send(response, {
        status: 500,
        json: { error: "InternalServerError", detail: error instanceof Error ? error.message : String(error) },
      });
    }
  });

  hooks.resumePending();
  return {
    url,
    store,
    hooks,
    lifecycle: services.lifecycle,
    close: async () => {
      hooks.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
    },
  };
}
