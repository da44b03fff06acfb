import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { describe, expect, it } from "vitest";
import { withoutQueries } from "@/lib/telemetry/scrub";
import { parseOtlpHeaders } from "@/lib/telemetry/start";

/** A finished span as the SDK hands it to an exporter, with the fields the OTLP encoder reads through getters. */
function span(name: string, attributes: Record<string, string | number>): ReadableSpan {
  const proto = {
    get duration() {
      return [0, 5] as [number, number];
    },
  };
  return Object.assign(Object.create(proto), { name, attributes, kind: 0, events: [], links: [] }) as ReadableSpan;
}

function exported(spans: ReadableSpan[]): ReadableSpan[] {
  const memory = new InMemorySpanExporter();
  withoutQueries(memory).export(spans, () => undefined);
  return memory.getFinishedSpans();
}

describe("traces leave without query strings (lib/telemetry/scrub.ts)", () => {
  it("cuts the query from request targets, addresses and names, and redacts url.query", () => {
    const [request, call] = exported([
      span("GET /api/auth/[...all]", {
        "http.target": "/api/auth/verify-email?token=secret-token&callbackURL=%2F",
        "http.route": "/api/auth/[...all]",
      }),
      span("fetch GET http://polar/v1/customers/?email=a%40b.c", {
        "url.full": "http://polar/v1/customers/?email=a%40b.c",
        "url.query": "?email=a%40b.c",
        "url.path": "/v1/customers/",
        "http.response.status_code": 200,
      }),
    ]);
    expect(request.attributes).toEqual({ "http.target": "/api/auth/verify-email", "http.route": "/api/auth/[...all]" });
    expect(call.name).toBe("fetch GET http://polar/v1/customers/");
    expect(call.attributes).toEqual({
      "url.full": "http://polar/v1/customers/",
      "url.query": "[redacted]",
      "url.path": "/v1/customers/",
      "http.response.status_code": 200,
    });
    // The rest of the span is the original's, getters included.
    expect(call.duration).toEqual([0, 5]);
    expect(JSON.stringify([request, call].map((s) => [s.name, s.attributes]))).not.toMatch(/secret-token|a%40b/);
  });

  it("hands on a span without a query as it is", () => {
    const plain = span("job mail", { "job.queue": "mail" });
    expect(exported([plain])[0]).toBe(plain);
  });
});

describe("OTEL_EXPORTER_OTLP_HEADERS", () => {
  it("reads name=value pairs, values URL-encoded", () => {
    expect(parseOtlpHeaders("api-key=abc%3D%3D, x-team = ops")).toEqual({ "api-key": "abc==", "x-team": "ops" });
    expect(parseOtlpHeaders(undefined)).toEqual({});
  });
});
