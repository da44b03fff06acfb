import { createServer } from "node:http";
import type { CaughtMail } from "./mail-sink";
import type { OidcIdentity } from "./oidc-provider";

/** The tests' DNS server's table (tests/support/dns-server.ts), which the app's domain checks ask. */
type TxtRecords = { setTxt(name: string, values: string[]): void; clear(name: string): void };

/**
 * Lets the test workers read caught mails, choose who the OpenID Connect provider signs in, and read the app
 * server's output (`GET /server-log?from=N`: the text after its first N characters, for errors it logs), and
 * publish TXT records on the tests' DNS server (`POST /dns-txt {name, values}`; no values removes the name).
 */
export async function startControlServer(
  port: number,
  mails: CaughtMail[],
  oidc: { identity: OidcIdentity },
  serverLog: { chunks: string[] } = { chunks: [] },
  dns?: TxtRecords,
) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://control");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/mails") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return send(200, to ? mails.filter((m) => m.to.includes(to)) : mails);
    }
    if (req.method === "GET" && url.pathname === "/server-log") {
      const text = serverLog.chunks.join("");
      return send(200, { text: text.slice(Number(url.searchParams.get("from") ?? 0) || 0), length: text.length });
    }
    if (req.method === "POST" && url.pathname === "/oidc-identity") {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        oidc.identity = JSON.parse(raw) as OidcIdentity;
        send(200, oidc.identity);
      });
      return;
    }
    if (req.method === "POST" && url.pathname === "/dns-txt" && dns) {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const { name, values } = JSON.parse(raw) as { name: string; values?: string[] };
        if (values?.length) dns.setTxt(name, values);
        else dns.clear(name);
        send(200, { name, values: values ?? [] });
      });
      return;
    }
    send(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
