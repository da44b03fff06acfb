import "server-only";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-node";

/** Attributes that hold an address or a request target: Next.js's http.target, undici's url.full and url.query. */
const ADDRESS_KEYS = new Set(["http.target", "http.url", "url.full", "url.query", "next.rsc_request_url"]);

const stripQuery = (value: string) => value.replace(/\?.*$/s, "");

/** The span as exported: its addresses and name without a query string. */
function scrubbed(span: ReadableSpan): ReadableSpan {
  let attributes = span.attributes;
  for (const [key, value] of Object.entries(span.attributes)) {
    if (!ADDRESS_KEYS.has(key) || typeof value !== "string" || !value.includes("?")) continue;
    attributes = { ...attributes, [key]: key === "url.query" ? "[redacted]" : stripQuery(value) };
  }
  const name = span.name.includes("?") ? stripQuery(span.name) : span.name;
  if (attributes === span.attributes && name === span.name) return span;
  // The span's other fields and getters, through its prototype.
  return Object.create(span, { attributes: { value: attributes }, name: { value: name } }) as ReadableSpan;
}

/**
 * An exporter that sends no query string: a request's target carries tokens (verification and reset links), a
 * Polar lookup an e-mail address. Paths stay (they name the route and, for Polar, an id).
 */
export function withoutQueries(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans: ReadableSpan[], done: Parameters<SpanExporter["export"]>[1]) => exporter.export(spans.map(scrubbed), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
