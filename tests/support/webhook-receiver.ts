import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { Webhook } from "standardwebhooks";

export type Received = { id: string; type: string; body: Record<string, unknown>; signatures: number; at: number };

/**
 * A seller's receiver as the README tells them to write it: every request verified with the `standardwebhooks`
 * package and the endpoint's secret. Records what it accepted, and anything it could not verify. It can be taken
 * down (nothing listening on its port) and brought back, or made to hang (never answer).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  readonly rejected: string[] = [];
  secret = "";
  status = 204;
  hang = false;
  port = 0;
  private server?: http.Server;
  private sockets = new Set<Socket>();

  async start(port = this.port): Promise<this> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (c: Buffer) => chunks.push(c));
      request.on("end", () => {
        if (this.hang) return;
        const raw = Buffer.concat(chunks).toString("utf8");
        try {
          const body = new Webhook(this.secret).verify(raw, request.headers as Record<string, string>) as Record<string, unknown>;
          const signatures = String(request.headers["webhook-signature"]).split(" ").length;
          this.received.push({ id: String(request.headers["webhook-id"]), type: String(body.type), body, signatures, at: Date.now() });
          response.writeHead(this.status).end("ok");
        } catch (error) {
          this.rejected.push((error as Error).message);
          response.writeHead(400).end("bad signature");
        }
      });
    });
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  of(type: string, where: (data: Record<string, unknown>) => boolean = () => true): Received[] {
    return this.received.filter((r) => r.type === type && where(r.body.data as Record<string, unknown>));
  }
}

/**
 * Polls until `check` holds, an empty list counting as not yet (real time: deliveries are real HTTP), and answers
 * what it last returned.
 */
export async function until<T>(check: () => T | Promise<T>, timeoutMs = 10_000, what = "condition"): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (Array.isArray(value) ? value.length > 0 : value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
