import "server-only";
import http from "node:http";
import { API_CSP, COMMON_HEADERS } from "./security-headers";

/**
 * Methods no route of ours takes and that Next.js cannot even turn into a Request (the Fetch standard forbids
 * TRACE, TRACK and CONNECT, so undici throws and Next.js answers 500). They are answered 405 by the server
 * itself, before Next.js sees them. Every other method a route does not export gets Next.js's own 405.
 */
const UNSUPPORTED = new Set(["TRACE", "TRACK", "CONNECT"]);
const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const guarded = Symbol.for("accounts.unsupportedMethods");

export function answerUnsupportedMethods(): void {
  const proto = http.Server.prototype as http.Server & { [guarded]?: true };
  if (proto[guarded]) return;
  proto[guarded] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    if (event === "request" && UNSUPPORTED.has(request.method ?? "")) {
      response.writeHead(405, {
        ...COMMON_HEADERS,
        allow: ALLOW,
        "content-type": "application/json",
        "content-security-policy": API_CSP,
        "cache-control": "no-store",
      });
      response.end(JSON.stringify({ code: "METHOD_NOT_ALLOWED", message: "Method not allowed" }));
      return true;
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
