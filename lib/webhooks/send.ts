import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedAddress } from "./address";

/** Svix's and Standard Webhooks' bound on one attempt, connection to last byte. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** How much of an answer's body is read and kept in the delivery log; the rest is not downloaded. */
export const RESPONSE_BODY_LIMIT = 4096;

export type SendResult = { status: number; body: string } | { status: null; error: string };

/**
 * POSTs one signed body to `url`, connecting to `target` (the address just checked, ./address.ts) whatever the
 * name resolves to now. Redirects are answers like any other (a 3xx is not a 2xx: not delivered), the body is read
 * up to RESPONSE_BODY_LIMIT, and the whole attempt is cut at ATTEMPT_TIMEOUT_MS.
 */
export function send(url: URL, target: ResolvedAddress, headers: Record<string, string>, body: string): Promise<SendResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: pinned,
        agent: false,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body).toString(),
          "user-agent": "accounts-webhooks/1",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_BODY_LIMIT) });
        response.on("data", (chunk: Buffer) => {
          if (size >= RESPONSE_BODY_LIMIT) return;
          chunks.push(chunk.subarray(0, RESPONSE_BODY_LIMIT - size));
          size += chunk.length;
          if (size >= RESPONSE_BODY_LIMIT) {
            done();
            response.destroy();
          }
        });
        response.on("end", done);
        response.on("error", done);
        response.on("close", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, error: `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s` });
      request.destroy();
    }, ATTEMPT_TIMEOUT_MS);
    request.on("error", (error: NodeJS.ErrnoException) => finish({ status: null, error: error.code ?? error.message }));
    request.end(body);
  });
}
