import "server-only";
import { metrics } from "@opentelemetry/api";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { MeterProvider, PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { prometheusProducer, type PrometheusSource } from "./prometheus-bridge";
import type { TelemetrySettings } from "./start";

/**
 * Metrics over OTLP/HTTP (JSON) to the endpoint's /v1/metrics every `intervalMs`: the same measurements
 * /api/metrics gives Prometheus (./prometheus-bridge.ts), and any OpenTelemetry instrument made through the
 * global meter provider registered here. The last reading leaves before the process does.
 */
export function startMetrics(settings: TelemetrySettings & { intervalMs: number }, source: PrometheusSource): MeterProvider {
  const reader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({ url: `${settings.endpoint.replace(/\/+$/, "")}/v1/metrics`, headers: settings.headers }),
    exportIntervalMillis: settings.intervalMs,
    exportTimeoutMillis: Math.min(settings.intervalMs, 30_000),
    metricProducers: [prometheusProducer(source, settings.serviceName)],
  });
  const provider = new MeterProvider({ resource: resourceFromAttributes({ "service.name": settings.serviceName }), readers: [reader] });
  metrics.setGlobalMeterProvider(provider);
  process.once("SIGTERM", () => void provider.shutdown().catch(() => undefined));
  return provider;
}
