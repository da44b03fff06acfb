import { vi } from "vitest";

const WEBHOOK_SECRET = vi.hoisted(() => {
  const secret = "whsec_outage_test_webhook_secret";
  process.env.POLAR_WEBHOOK_SECRET = secret;
  return secret;
});

import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as polarWebhook } from "@/app/api/webhooks/polar/route";
import { POST as pluginPathWebhook } from "@/app/api/auth/polar/webhooks/route";
import { signatureHeaders } from "@/emulator/webhooks/sign.mjs";
import { orderPaidEvent } from "@/scripts/lib/polar-events.mjs";
import { closeDb, configureDatabase, databaseSettings } from "@/db/client";
import { TestClient, verifiedUser } from "../support/client";

/**
 * A real outage: the app reaches PostgreSQL through a TCP relay that this test stops (every connection cut, the
 * port refusing new ones) and starts again on the same port, as a restarted database would.
 */
class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private target: { host: string; port: number }) {}

  async start() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async stop() {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const s of this.sockets) s.destroy();
    await closed;
    this.server = null;
  }
}

const real = new URL(databaseSettings().url!);
const relay = new Relay({ host: real.hostname, port: Number(real.port || 5432) });

describe("a database outage", () => {
  let user: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    await relay.start();
    const viaRelay = new URL(real);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    await closeDb();
    configureDatabase({ url: viaRelay.toString(), pgliteDir: "memory://" });
    user = await verifiedUser();
  });
  afterAll(() => relay.stop());

  it("answers 503 with Retry-After while PostgreSQL is unreachable, and serves again without a restart when it returns", async () => {
    await relay.stop();
    const attempts = [
      await new TestClient().post("/sign-in/email", { email: user.email, password: user.password }),
      await user.client.get("/get-session?disableCookieCache=true"),
      await user.client.get("/list-sessions"),
      await user.client.post("/organization/create", { name: "Outage", slug: `outage-${Date.now()}` }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.body.code).toBe("SERVICE_UNAVAILABLE");
    }
    // A signed webhook that cannot be stored is refused with 503 too, which Polar retries.
    const body = JSON.stringify(orderPaidEvent({ externalId: null, email: "outage@example.com", name: "Outage", invoiceNumber: "OUT-1" }));
    const headers = signatureHeaders(WEBHOOK_SECRET, `msg_outage_${Date.now()}`, Math.floor(Date.now() / 1000), body);
    const webhook = await polarWebhook(new Request("http://localhost:3000/api/webhooks/polar", { method: "POST", headers, body }));
    expect(webhook.status).toBe(503);
    expect(Number(webhook.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same at the @polar-sh/better-auth plugin's path, which an endpoint set up from its docs would call.
    const pluginPath = new Request("http://localhost:3000/api/auth/polar/webhooks", { method: "POST", headers, body });
    const atPluginPath = await pluginPathWebhook(pluginPath);
    expect(atPluginPath.status).toBe(503);
    expect(Number(atPluginPath.headers.get("retry-after"))).toBeGreaterThan(0);

    await relay.start();
    let signIn = await new TestClient().post("/sign-in/email", { email: user.email, password: user.password });
    for (let i = 0; i < 20 && signIn.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      signIn = await new TestClient().post("/sign-in/email", { email: user.email, password: user.password });
    }
    expect(signIn.status).toBe(200);
    expect((await user.client.get("/list-sessions")).status).toBe(200);
  });
});
