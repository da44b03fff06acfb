import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { Polar } from "@polar-sh/sdk";
import { afterAll, beforeAll } from "vitest";
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
