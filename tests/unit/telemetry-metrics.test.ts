import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMetrics } from "@/lib/telemetry/metrics";

type Attribute = { key: string; value: { stringValue?: string } };
type Point = {
  attributes?: Attribute[];
  asDouble?: number;
  asInt?: number | string;
  count?: number | string;
  sum?: number;
  bucketCounts?: (number | string)[];
  explicitBounds?: number[];
};
type OtlpMetric = {
  name: string;
  unit?: string;
  sum?: { dataPoints: Point[]; isMonotonic?: boolean };
  gauge?: { dataPoints: Point[] };
  histogram?: { dataPoints: Point[] };
};
type Export = { resourceMetrics: { resource: { attributes: Attribute[] }; scopeMetrics: { metrics: OtlpMetric[] }[] }[] };

/** An OTLP/HTTP JSON receiver, as a collector listens on :4318, keeping every metrics export it is sent. */
const received: Export[] = [];
let receiver: Server;
let endpoint = "";

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (req.url === "/v1/metrics" && req.headers["x-team"] === "accounts") received.push(JSON.parse(body) as Export);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const attrs = (point: Point) => Object.fromEntries((point.attributes ?? []).map((a) => [a.key, a.value.stringValue]));
const value = (point: Point) => Number(point.asDouble ?? point.asInt);

describe("metrics over OTLP (lib/telemetry/metrics.ts): the registry /api/metrics serves, pushed", () => {
  it("sends counters, gauges refreshed before each reading, and histograms with their buckets", async () => {
    const registry = new Registry();
    const requests = new Counter({ name: "http_requests_total", help: "requests", labelNames: ["route", "status"], registers: [registry] });
    const depth = new Gauge({ name: "jobs_queued", help: "waiting", labelNames: ["queue"], registers: [registry] });
    const duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "time",
      labelNames: ["route"],
      buckets: [0.1, 1],
      registers: [registry],
    });
    requests.inc({ route: "/api/auth/[...all]", status: "200" }, 3);
    requests.inc({ route: "/api/auth/[...all]", status: "401" });
    for (const seconds of [0.05, 0.5, 0.7, 4]) duration.observe({ route: "/settings" }, seconds);
    let refreshed = 0;
    const provider = startMetrics(
      { endpoint, headers: { "x-team": "accounts" }, serviceName: "metrics-test", intervalMs: 200 },
      { registry: async () => registry, refresh: async () => void depth.set({ queue: "mail" }, ++refreshed) },
    );
    try {
      await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await provider.forceFlush();
    } finally {
      await provider.shutdown();
    }
    const last = received.at(-1)!.resourceMetrics;
    const service = last[0]!.resource.attributes.find((a) => a.key === "service.name");
    expect(service?.value.stringValue).toBe("metrics-test");
    const byName = new Map(last.flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics)).map((m) => [m.name, m]));

    const counter = byName.get("http_requests_total")!;
    expect(counter.sum?.isMonotonic).toBe(true);
    expect(counter.sum!.dataPoints.map((p) => [attrs(p).status, value(p)]).sort()).toEqual([
      ["200", 3],
      ["401", 1],
    ]);

    const gauge = byName.get("jobs_queued")!;
    expect(attrs(gauge.gauge!.dataPoints[0]!)).toEqual({ queue: "mail" });
    // Read after its refresh, as a scrape reads it: the value of the latest refresh, not a stale one.
    expect(value(gauge.gauge!.dataPoints[0]!)).toBe(refreshed);
    expect(refreshed).toBeGreaterThan(0);

    const histogram = byName.get("http_request_duration_seconds")!;
    expect(histogram.unit).toBe("s");
    const [point] = histogram.histogram!.dataPoints;
    expect(attrs(point!)).toEqual({ route: "/settings" });
    expect(Number(point!.count)).toBe(4);
    expect(point!.sum).toBeCloseTo(5.25);
    expect(point!.explicitBounds).toEqual([0.1, 1]);
    // prom-client counts cumulatively (le); OTLP per bucket: one under 0.1, two under 1, one above.
    expect(point!.bucketCounts!.map(Number)).toEqual([1, 2, 1]);
  });
});
