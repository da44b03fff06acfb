import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { Polar } from "@polar-sh/sdk";
import { afterAll, beforeAll, expect } from "vitest";
import { startEmulator, type Emulator } from "@/emulator/server";
import type { JsonReply } from "../support/json";

export const TOKEN = "polar_oat_test_token";

export function emulator(dataDir = ":memory:"): Promise<Emulator> {
  return startEmulator({ port: 0, dataDir, accessToken: TOKEN, selfCheck: true, retryBaseMs: 50 });
}

export type Received = { headers: IncomingHttpHeaders; body: string; type: string };

/** A webhook receiver on loopback that records what arrives and answers with the status it is told. */
export async function receiver(answer: () => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const status = answer();
      if (status >= 200 && status < 300) received.push({ headers: req.headers, body, type: (JSON.parse(body) as { type: string }).type });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}/webhooks`, received, close: () => new Promise((r) => server.close(r)) };
}

export async function api(emu: Emulator, method: string, path: string, body?: unknown, token: string | null = TOKEN) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${emu.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as JsonReply };
}

/**
 * A subscription bought through the emulator's subscribe trigger by a customer known by e-mail and external id:
 * Pro monthly unless `more` names another product; `more` may also ask for seats.
 */
export async function subscribe(emu: Emulator, email: string, externalId: string, more: Record<string, unknown> = {}) {
  const res = await api(emu, "POST", "/__emulator/trigger/subscribe", {
    product: "Pro monthly",
    customer_email: email,
    external_customer_id: externalId,
    ...more,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { checkout_id: string; order_id: string; subscription_id: string };
}

/** A file's emulator and an SDK client for it, started before and closed after the file's tests. */
export function emulatorForFile() {
  const ctx = {} as { emu: Emulator; polar: Polar };
  beforeAll(async () => {
    ctx.emu = await emulator();
    ctx.polar = new Polar({ accessToken: TOKEN, serverURL: ctx.emu.url });
  });
  afterAll(() => ctx.emu.close());
  return ctx;
}
