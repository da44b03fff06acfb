import { invalidField } from "../http/errors";
import type { MetricDashboard, Order, State, Subscription } from "../state";
import { found } from "../http/errors";
import { schemaEnum } from "../openapi";
import { Store } from "../store";
import { Service } from "./service";

export type MetricsQuery = {
  start: string;
  end: string;
  interval: "hour" | "day" | "week" | "month" | "year";
  productIds?: string[];
  customerIds?: string[];
  billingTypes?: string[];
  only?: string[];
};

/** How long a range each interval may span, in days (Polar refuses a range outside them). */
export const INTERVAL_LIMITS = {
  hour: { min_days: 0, max_days: 7 },
  day: { min_days: 0, max_days: 366 },
  week: { min_days: 14, max_days: 1830 },
  month: { min_days: 60, max_days: 3660 },
  year: { min_days: 366, max_days: 36600 },
} as const;

const CURRENCY = /revenue|value|cost|ltv|cashflow|average_revenue_per_user/;
const PERCENTAGE = /rate|conversion|percentage/;
/** Metrics that describe a moment (the period's end) rather than a flow: their total is the last period's. */
const STOCKS =
  /^(active_|committed_|monthly_recurring|trial_|annual_recurring|committed_annual|average_revenue_per_user|cumulative|net_cumulative|seats_|seat_customers|ltv)/;

const paid = (o: Order) => o.status === "paid" || o.status === "refunded" || o.status === "partially_refunded";
const net = (o: Order) => o.subtotal_amount - o.discount_amount;

function step(at: Date, interval: MetricsQuery["interval"]): Date {
  const next = new Date(at);
  if (interval === "hour") next.setUTCHours(next.getUTCHours() + 1);
  else if (interval === "day") next.setUTCDate(next.getUTCDate() + 1);
  else if (interval === "week") next.setUTCDate(next.getUTCDate() + 7);
  else if (interval === "month") next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** The start of the interval that holds a date (weeks start on Monday, as Polar's do). */
function truncate(at: Date, interval: MetricsQuery["interval"]): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), interval === "year" ? 0 : at.getUTCMonth(), 1));
  if (interval === "month" || interval === "year") return d;
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), interval === "hour" ? at.getUTCHours() : 0));
  if (interval === "week") day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

/**
 * Polar's analytics over the emulator's records: revenue and orders by kind, subscriptions (new, renewed,
 * active, canceled, churned), recurring revenue and checkouts, per period and in total; and the seller's
 * saved dashboards.
 */
export class Metrics extends Service {
  compute(query: MetricsQuery, slugs: string[]) {
    const start = new Date(`${query.start}T00:00:00Z`);
    const end = new Date(`${query.end}T23:59:59.999Z`);
    const days = (end.getTime() - start.getTime()) / 86_400_000;
    const limit = INTERVAL_LIMITS[query.interval];
    if (days < limit.min_days || days > limit.max_days) {
      throw invalidField(
        ["query", "end_date"],
        `The interval ${query.interval} needs a range of ${limit.min_days} to ${limit.max_days} days.`,
        query.end,
      );
    }
    const state: State = this.store.state;
    const orders = state.orders.filter(
      (o) =>
        paid(o) &&
        (!query.productIds || query.productIds.includes(o.product_id)) &&
        (!query.customerIds || query.customerIds.includes(o.customer_id)) &&
        (!query.billingTypes || query.billingTypes.includes(o.subscription_id ? "recurring" : "one_time")),
    );
    const subscriptions = state.subscriptions.filter(
      (s) =>
        (!query.productIds || query.productIds.includes(s.product_id)) &&
        (!query.customerIds || query.customerIds.includes(s.customer_id)) &&
        (!query.billingTypes || query.billingTypes.includes("recurring")),
    );
    const wanted = query.only?.length ? slugs.filter((s) => query.only!.includes(s)) : slugs;
    const periods: Record<string, number | string>[] = [];
    const before = (o: Order, at: Date) => new Date(o.created_at) < at;
    for (let at = truncate(start, query.interval); at <= end; at = step(at, query.interval)) {
      const until = step(at, query.interval);
      const within = (iso: string | null) => iso !== null && new Date(iso) >= at && new Date(iso) < until;
      const values = this.period(orders, subscriptions, state, within, until, (o) => before(o, until));
      periods.push({ timestamp: at.toISOString(), ...Object.fromEntries(wanted.map((slug) => [slug, values[slug] ?? 0])) });
    }
    const totals = Object.fromEntries(
      wanted.map((slug) => {
        const series = periods.map((p) => Number(p[slug]));
        if (STOCKS.test(slug)) return [slug, series.at(-1) ?? 0];
        if (PERCENTAGE.test(slug) || /average/.test(slug))
          return [slug, series.length ? series.reduce((a, b) => a + b, 0) / series.length : 0];
        return [slug, series.reduce((a, b) => a + b, 0)];
      }),
    );
    const metrics = Object.fromEntries(
      wanted.map((slug) => [
        slug,
        {
          slug,
          display_name: slug.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase()),
          type: CURRENCY.test(slug) ? "currency" : PERCENTAGE.test(slug) ? "percentage" : "scalar",
        },
      ]),
    );
    return { periods, totals, metrics };
  }

  private period(
    orders: Order[],
    subscriptions: Subscription[],
    state: State,
    within: (iso: string | null) => boolean,
    until: Date,
    upTo: (o: Order) => boolean,
  ): Record<string, number> {
    const inPeriod = orders.filter((o) => within(o.created_at));
    const sum = (list: Order[]) => list.reduce((a, o) => a + net(o), 0);
    const sumNet = (list: Order[]) => list.reduce((a, o) => a + net(o) - o.refunded_amount, 0);
    const byReason = (reason: Order["billing_reason"]) => inPeriod.filter((o) => o.billing_reason === reason);
    const active = subscriptions.filter(
      (s) => new Date(s.started_at) < until && (s.ended_at === null || new Date(s.ended_at) >= until) && s.status !== "incomplete",
    );
    const committed = active.filter((s) => !s.cancel_at_period_end);
    const monthly = (list: Subscription[]) => list.reduce((a, s) => a + (s.recurring_interval === "year" ? s.amount / 12 : s.amount), 0);
    const mrr = Math.round(monthly(active));
    const checkouts = state.checkouts.filter((c) => within(c.created_at));
    const succeeded = checkouts.filter((c) => c.status === "succeeded");
    const customers = new Set(active.map((s) => s.customer_id)).size;
    const upToNow = orders.filter(upTo);
    const canceled = subscriptions.filter((s) => within(s.canceled_at));
    const values: Record<string, number> = {
      orders: inPeriod.length,
      revenue: sum(inPeriod),
      net_revenue: sumNet(inPeriod),
      cumulative_revenue: sum(upToNow),
      net_cumulative_revenue: sumNet(upToNow),
      average_order_value: inPeriod.length ? Math.round(sum(inPeriod) / inPeriod.length) : 0,
      net_average_order_value: inPeriod.length ? Math.round(sumNet(inPeriod) / inPeriod.length) : 0,
      one_time_products: byReason("purchase").length,
      one_time_products_revenue: sum(byReason("purchase")),
      one_time_products_net_revenue: sumNet(byReason("purchase")),
      new_subscriptions: subscriptions.filter((s) => within(s.started_at)).length,
      new_subscriptions_revenue: sum(byReason("subscription_create")),
      new_subscriptions_net_revenue: sumNet(byReason("subscription_create")),
      renewed_subscriptions: byReason("subscription_cycle").length,
      renewed_subscriptions_revenue: sum(byReason("subscription_cycle")),
      renewed_subscriptions_net_revenue: sumNet(byReason("subscription_cycle")),
      active_subscriptions: active.length,
      committed_subscriptions: committed.length,
      monthly_recurring_revenue: mrr,
      committed_monthly_recurring_revenue: Math.round(monthly(committed)),
      annual_recurring_revenue: mrr * 12,
      committed_annual_recurring_revenue: Math.round(monthly(committed)) * 12,
      average_revenue_per_user: customers ? Math.round(mrr / customers) : 0,
      checkouts: checkouts.length,
      succeeded_checkouts: succeeded.length,
      checkouts_conversion: checkouts.length ? succeeded.length / checkouts.length : 0,
      canceled_subscriptions: canceled.length,
      churned_subscriptions: subscriptions.filter((s) => within(s.ended_at)).length,
      churn_rate: active.length ? subscriptions.filter((s) => within(s.ended_at)).length / active.length : 0,
      cashflow: sumNet(inPeriod),
      gross_margin: sumNet(inPeriod),
      gross_margin_percentage: inPeriod.length ? 1 : 0,
    };
    for (const reason of schemaEnum("CustomerCancellationReason")) {
      values[`canceled_subscriptions_${reason}`] = canceled.filter((s) => s.customer_cancellation_reason === reason).length;
    }
    return values;
  }

  dashboard(id: string): MetricDashboard {
    return found(this.store.get("metric_dashboards", id));
  }

  createDashboard(input: { name: string; metrics?: string[] }): MetricDashboard {
    return this.store.add("metric_dashboards", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      name: input.name,
      metrics: input.metrics ?? [],
    });
  }

  updateDashboard(dashboard: MetricDashboard, input: { name?: string | null; metrics?: string[] | null }): MetricDashboard {
    if (input.name) dashboard.name = input.name;
    if (input.metrics) dashboard.metrics = input.metrics;
    dashboard.modified_at = this.store.iso();
    return dashboard;
  }

  removeDashboard(dashboard: MetricDashboard) {
    this.store.state.metric_dashboards = this.store.state.metric_dashboards.filter((d) => d !== dashboard);
  }
}
