import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { withoutQueries } from "./scrub";

export type TelemetrySettings = {
  /** The OTLP/HTTP base address (a collector's :4318); traces go to its /v1/traces. */
  endpoint: string;
  /** Sent with every export (a vendor's API key): "name=value" pairs, comma-separated. */
  headers: Record<string, string>;
  serviceName: string;
};

/**
 * Traces over OTLP/HTTP (JSON), loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set and
 * before anything loads `pg`. Spans: each request (Next.js's own, through the provider registered here), each
 * database query made inside one (pg; the pool's idle polling and the session feed's probes, outside any span,
 * are left out), each outgoing fetch inside one (Polar, a captcha check), and ours (lib/telemetry/span.ts): jobs,
 * mail, Polar calls. Queries are recorded as their SQL text, never with their parameters; addresses leave without
 * their query strings (./scrub.ts), which carry tokens (a verification link) and e-mail addresses (a Polar lookup).
 */
export function startTelemetry(settings: TelemetrySettings): NodeTracerProvider {
  const url = `${settings.endpoint.replace(/\/+$/, "")}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": settings.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(withoutQueries(new OTLPTraceExporter({ url, headers: settings.headers })), { scheduledDelayMillis: 1_000 }),
    ],
  });
  // Next.js's own fetch spans name the whole address, query included, and only repeat undici's span beneath them.
  process.env.NEXT_OTEL_FETCH_DISABLED ??= "1";
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  // Whatever is still buffered leaves before the process does.
  process.once("SIGTERM", () => void provider.shutdown().catch(() => undefined));
  return provider;
}

/** OTEL_EXPORTER_OTLP_HEADERS as the specification writes it: "a=1,b=2", values URL-encoded. */
export function parseOtlpHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (text ?? "").split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    headers[pair.slice(0, eq).trim()] = decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return headers;
}
