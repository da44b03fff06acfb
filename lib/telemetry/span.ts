import "server-only";
import { SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

/**
 * Our own spans (jobs, mail, Polar calls), through OpenTelemetry's API alone: without OTEL_EXPORTER_OTLP_ENDPOINT no
 * SDK is registered (./start.ts is never loaded) and the API's tracer is a no-op that records nothing.
 */
const tracer = () => trace.getTracer("accounts-platform");

/** A failure's first line and kind: a failed query's full message goes on to list its parameters, a mail's hold its link. */
function failure(error: unknown): { type: string; message: string } {
  const type = error instanceof Error ? error.name : typeof error;
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 300);
  return { type, message };
}

/** Runs `fn` inside a span named `name`, the active one for everything `fn` does (its queries, its calls out). */
export function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      const { type, message } = failure(error);
      span.addEvent("exception", { "exception.type": type, "exception.message": message });
      span.setStatus({ code: SpanStatusCode.ERROR, message });
      throw error;
    } finally {
      span.end();
    }
  });
}
