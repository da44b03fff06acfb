import "server-only";
import { ValueType, type Attributes, type HrTime } from "@opentelemetry/api";
import {
  AggregationTemporality,
  DataPointType,
  type CollectionResult,
  type MetricData,
  type MetricProducer,
} from "@opentelemetry/sdk-metrics";
import { resourceFromAttributes } from "@opentelemetry/resources";
import type { Registry } from "prom-client";

/**
 * A metric as prom-client's getMetricsAsJSON() gives it at run time (its type declarations name the type an
 * enum, but the values are these strings; a histogram's values are its `_bucket` series with `le`, `_sum` and
 * `_count`).
 */
export type PromMetric = {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram" | "summary";
  values: { value: number; labels: Record<string, string | number | undefined>; metricName?: string }[];
};

/** Where the bridge reads: the process's prom-client registry, and the gauges to refresh before each reading. */
export type PrometheusSource = { registry: () => Promise<Registry>; refresh?: () => Promise<void> };

const hrTime = (ms: number): HrTime => [Math.floor(ms / 1000), Math.round((ms % 1000) * 1e6)];
const PROCESS_START = Date.now() - process.uptime() * 1000;

function attributesOf(labels: PromMetric["values"][number]["labels"], without?: string): Attributes {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(labels)) if (key !== without && value !== undefined) attributes[key] = value;
  return attributes;
}

const keyOf = (attributes: Attributes) => JSON.stringify(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)));

/** One prom-client histogram as OTLP histogram points: its cumulative `le` buckets turned into per-bucket counts. */
function histogramPoints(metric: PromMetric, start: HrTime, end: HrTime) {
  type Series = { attributes: Attributes; le: Map<number, number>; sum: number; count: number };
  const series = new Map<string, Series>();
  for (const value of metric.values) {
    const le = value.labels.le;
    const attributes = attributesOf(value.labels, "le");
    const key = keyOf(attributes);
    const entry = series.get(key) ?? { attributes, le: new Map(), sum: 0, count: 0 };
    series.set(key, entry);
    if (value.metricName?.endsWith("_bucket") && le !== undefined) entry.le.set(le === "+Inf" ? Infinity : Number(le), value.value);
    else if (value.metricName?.endsWith("_sum")) entry.sum = value.value;
    else if (value.metricName?.endsWith("_count")) entry.count = value.value;
  }
  return [...series.values()].map(({ attributes, le, sum, count }) => {
    const boundaries = [...le.keys()].filter(Number.isFinite).sort((a, b) => a - b);
    let below = 0;
    const counts = boundaries.map((bound) => {
      const cumulative = le.get(bound) ?? below;
      const inBucket = cumulative - below;
      below = cumulative;
      return inBucket;
    });
    counts.push(count - below);
    return { startTime: start, endTime: end, attributes, value: { buckets: { boundaries, counts }, sum, count } };
  });
}

/** One prom-client metric as OTLP metric data (summaries, which the app does not make, are left out). */
export function toMetricData(metric: PromMetric, now = Date.now()): MetricData | null {
  const descriptor = {
    name: metric.name,
    description: metric.help,
    unit: metric.name.endsWith("_seconds") ? "s" : "",
    valueType: ValueType.DOUBLE,
  };
  const [start, end] = [hrTime(PROCESS_START), hrTime(now)];
  const points = () =>
    metric.values.map((value) => ({ startTime: start, endTime: end, attributes: attributesOf(value.labels), value: value.value }));
  const temporality = AggregationTemporality.CUMULATIVE;
  switch (metric.type) {
    case "counter":
      return { descriptor, aggregationTemporality: temporality, dataPointType: DataPointType.SUM, isMonotonic: true, dataPoints: points() };
    case "gauge":
      return { descriptor, aggregationTemporality: temporality, dataPointType: DataPointType.GAUGE, dataPoints: points() };
    case "histogram":
      return {
        descriptor,
        aggregationTemporality: temporality,
        dataPointType: DataPointType.HISTOGRAM,
        dataPoints: histogramPoints(metric, start, end),
      };
    default:
      return null;
  }
}

/**
 * The process's Prometheus metrics (lib/metrics/registry.ts: requests, latencies, jobs, queue depth and age,
 * webhook lag, mail failures, the runtime's) read by an OpenTelemetry metric reader, so that one set of
 * measurements leaves both ways: scraped at /api/metrics and pushed over OTLP. The gauges read from the database
 * are refreshed before each reading, as a scrape does.
 */
export function prometheusProducer(source: PrometheusSource, serviceName: string): MetricProducer {
  const resource = resourceFromAttributes({ "service.name": serviceName });
  return {
    async collect(): Promise<CollectionResult> {
      const errors: unknown[] = [];
      await source.refresh?.().catch((error: unknown) => errors.push(error));
      const metrics = (await (await source.registry()).getMetricsAsJSON()) as unknown as PromMetric[];
      const data = metrics.map((metric) => toMetricData(metric)).filter((metric): metric is MetricData => metric !== null);
      return { resourceMetrics: { resource, scopeMetrics: [{ scope: { name: "prom-client" }, metrics: data }] }, errors };
    },
  };
}
