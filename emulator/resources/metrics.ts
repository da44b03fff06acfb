import type { Context, Router } from "../http/router";
import { schemaPropertyNames } from "../openapi";
import type { Services } from "../services";
import type { MetricDashboard } from "../state";
import { INTERVAL_LIMITS, type MetricsQuery } from "../services/metrics";
import { csvReply } from "./csv";

const list = (value: unknown) => (value === undefined || value === null ? undefined : [value].flat().map(String));

/** Analytics: metrics per period and in total (JSON or CSV), their limits, and saved dashboards. */
export function registerMetrics(router: Router, { store, metrics }: Services) {
  const slugs = schemaPropertyNames("Metrics");
  const query = ({ query: q }: Context): MetricsQuery => ({
    start: String(q.start_date),
    end: String(q.end_date),
    interval: q.interval as MetricsQuery["interval"],
    productIds: list(q.product_id),
    customerIds: list(q.customer_id),
    billingTypes: list(q.billing_type),
    only: list(q.metrics),
  });
  const dashboard = (d: MetricDashboard) => ({ ...d, organization_id: store.state.organization.id });

  router.api("GET", "/v1/metrics/", "organization", (ctx) => ({ status: 200, json: metrics.compute(query(ctx), slugs) }));
  router.api("GET", "/v1/metrics/export", "organization", (ctx) => {
    const { periods, metrics: shown } = metrics.compute(query(ctx), slugs);
    const columns = Object.keys(shown);
    return csvReply(
      ["timestamp", ...columns],
      periods.map((p) => [p.timestamp, ...columns.map((c) => p[c])]),
    );
  });
  router.api("GET", "/v1/metrics/limits", "organization", () => ({
    status: 200,
    json: { min_date: store.state.organization.created_at.slice(0, 10), intervals: INTERVAL_LIMITS },
  }));

  router.api("GET", "/v1/metrics/dashboards", "organization", () => ({
    status: 200,
    json: store.state.metric_dashboards.map(dashboard),
  }));
  router.api("POST", "/v1/metrics/dashboards", "organization", ({ body }) => ({
    status: 201,
    json: dashboard(metrics.createDashboard(body)),
  }));
  router.api("GET", "/v1/metrics/dashboards/{id}", "organization", ({ params }) => ({
    status: 200,
    json: dashboard(metrics.dashboard(params.id)),
  }));
  router.api("PATCH", "/v1/metrics/dashboards/{id}", "organization", ({ params, body }) => ({
    status: 200,
    json: dashboard(metrics.updateDashboard(metrics.dashboard(params.id), body)),
  }));
  router.api("DELETE", "/v1/metrics/dashboards/{id}", "organization", ({ params }) => {
    metrics.removeDashboard(metrics.dashboard(params.id));
    return { status: 204 };
  });
}
