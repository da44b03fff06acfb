import "server-only";
import type { BetterAuthPlugin } from "better-auth";

/**
 * The largest body any auth call needs is a few kilobytes (an id token, an organization's metadata). Anything
 * far larger is refused before it is parsed: better-auth's schemas put no length on most strings, so a 100 KB
 * name or address would otherwise be stored, hashed or mailed.
 */
export const MAX_BODY_BYTES = 64 * 1024;

export function tooLarge() {
  return new Response(JSON.stringify({ code: "VALIDATION_ERROR", message: "Request body too large" }), {
    status: 413,
    headers: { "content-type": "application/json" },
  });
}

/**
 * Reads the body, at most `limit + 1` bytes of it: the bytes when they fit, undefined when they do not.
 * (Reading a clone instead would not do: cancelling one branch of a tee waits for the other branch.)
 */
export async function readWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export const requestLimitsPlugin = () =>
  ({
    id: "request-limits",
    async onRequest(request) {
      if (request.method === "GET" || request.method === "HEAD" || !request.body) return;
      const declared = Number(request.headers.get("content-length"));
      if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return { response: tooLarge() };
      const bytes = await readWithin(request.body, MAX_BODY_BYTES);
      if (!bytes) return { response: tooLarge() };
      // The body is read now; the endpoint gets the same request with the bytes read.
      return { request: new Request(request, { body: bytes }) };
    },
  }) satisfies BetterAuthPlugin;
