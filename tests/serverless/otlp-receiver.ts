import http from "node:http";

/** One span as received: its service, scope, name, ids and attributes (values flattened to plain JSON). */
export type ReceivedSpan = {
  service: string;
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  status?: { code?: number; message?: string };
};

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
/** One metric as received: its service and name, and its points' attributes. */
export type ReceivedMetric = { service: string; name: string; points: Record<string, unknown>[] };

type MetricsRequest = {
  resourceMetrics?: {
    resource?: { attributes?: KeyValue[] };
    scopeMetrics?: { metrics?: ({ name: string } & Record<string, { dataPoints?: { attributes?: KeyValue[] }[] } | string>)[] }[];
  }[];
};

type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: (Omit<ReceivedSpan, "attributes" | "service" | "scope"> & { attributes?: KeyValue[] })[];
    }[];
  }[];
};

const plain = (value: AnyValue) => value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
const attributes = (list: KeyValue[] = []) => Object.fromEntries(list.map((a) => [a.key, plain(a.value)]));

/**
 * An OTLP/HTTP receiver, as a collector's :4318 is: POST /v1/traces and /v1/metrics with the JSON encoding (what
 * the app sends), answered with an empty success. Keeps every span and metric it got, and whatever else was posted
 * to it (the path).
 */
export async function startOtlpReceiver(port: number) {
  const spans: ReceivedSpan[] = [];
  const metrics: ReceivedMetric[] = [];
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const json = String(req.headers["content-type"]).startsWith("application/json");
      if (req.method === "POST" && req.url === "/v1/metrics" && json) {
        for (const resourceMetrics of (JSON.parse(body) as MetricsRequest).resourceMetrics ?? []) {
          const service = String(attributes(resourceMetrics.resource?.attributes)["service.name"]);
          for (const scopeMetrics of resourceMetrics.scopeMetrics ?? [])
            for (const { name, ...data } of scopeMetrics.metrics ?? []) {
              const kind = Object.values(data).find((v) => typeof v === "object" && v !== null && "dataPoints" in v);
              const points = typeof kind === "object" ? (kind.dataPoints ?? []).map((p) => attributes(p.attributes)) : [];
              metrics.push({ service, name, points });
            }
        }
        return res.writeHead(200, { "content-type": "application/json" }).end("{}");
      }
      if (req.method !== "POST" || req.url !== "/v1/traces" || !json) {
        refused.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
        return res.writeHead(415).end();
      }
      const request = JSON.parse(body) as ExportRequest;
      for (const resourceSpans of request.resourceSpans ?? []) {
        const service = String(attributes(resourceSpans.resource?.attributes)["service.name"]);
        for (const scopeSpans of resourceSpans.scopeSpans ?? [])
          for (const span of scopeSpans.spans ?? [])
            spans.push({ ...span, service, scope: scopeSpans.scope?.name ?? "", attributes: attributes(span.attributes) });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    metrics,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
