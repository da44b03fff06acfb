import { createServer, type Server } from "node:http";
import { POST } from "@/app/api/webhooks/polar/route";
import { startEmulator } from "@/emulator/server";
import type { JsonReply } from "./json";

/**
 * The emulator wired to the app as Polar is to a deployed one: each webhook it sends reaches the app's route
 * handler over loopback, and `afterDelivery` (when given) runs once the route has answered, before the emulator
 * hears the answer.
 */
export async function emulatorWiredToApp(options: {
  token: string;
  secret: string;
  port?: number;
  afterDelivery?: (body: string) => Promise<void>;
}) {
  const receiver: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      const headers = new Headers(Object.entries(req.headers).map(([k, v]): [string, string] => [k, String(v)]));
      const reply = await POST(new Request("http://localhost:3000/api/webhooks/polar", { method: "POST", headers, body }));
      await options.afterDelivery?.(body);
      res.writeHead(reply.status).end(await reply.text());
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const emu = await startEmulator({
    port: options.port ?? 0,
    dataDir: ":memory:",
    accessToken: options.token,
    selfCheck: true,
    retryBaseMs: 50,
  });

  /** A call to the emulator with the seller's access token: the reply's JSON. */
  const call = (path: string, body: unknown = {}, method = "POST"): Promise<JsonReply> =>
    fetch(`${emu.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await call("/__emulator/webhook-endpoint", {
    url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/`,
    secret: options.secret,
  });

  return {
    emu,
    call,
    /** Waits until every delivery the emulator has queued has reached the app. */
    flush: () => call("/__emulator/flush"),
    async close() {
      await emu.close();
      await new Promise((r) => receiver.close(r));
    },
  };
}

export type EmulatorWiredToApp = Awaited<ReturnType<typeof emulatorWiredToApp>>;
