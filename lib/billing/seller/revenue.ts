import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";

/**
 * The revenue overview, computed by PostgreSQL from the mirror in two statements:
 * - subscriptions (one pass, per currency): MRR = the monthly value of every active subscription (a yearly one
 *   counts a twelfth, a weekly one 52/12, a daily one 365/12); active = active or trialing; new = created in
 *   the window; churned = ended in the window;
 * - orders per UTC day in the window (per currency), served by billing_order_created_idx: revenue is what
 *   paid orders brought before tax, refunds are counted on the day of the order they refund, net = revenue −
 *   refunds. Days without orders are filled in here, so a chart has every day.
 * Amounts are cents.
 */
export const REVENUE_WINDOWS = [30, 90] as const;
export type RevenueWindow = (typeof REVENUE_WINDOWS)[number];

export type RevenueDay = { day: string; revenue: number; refunds: number; net: number; orders: number };
export type CurrencyRevenue = {
  currency: string;
  mrr: number;
  activeSubscriptions: number;
  newSubscriptions: number;
  churnedSubscriptions: number;
  revenue: number;
  refunds: number;
  net: number;
  orders: number;
  days: RevenueDay[];
};

const PAID = sql`('paid', 'refunded', 'partially_refunded')`;
const DAY_MS = 86_400_000;

/** The first day of the window (UTC midnight), `days` days ending today. */
export function windowStart(days: RevenueWindow, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** Every currency with subscriptions or orders in the window, the one with the most net revenue first. */
export async function revenueOverview(days: RevenueWindow, now = new Date()): Promise<CurrencyRevenue[]> {
  const sinceDate = windowStart(days, now);
  const since = sql`${sinceDate.toISOString()}::timestamptz`;
  const until = sql`${now.toISOString()}::timestamptz`;
  const [subscriptions, daily] = await Promise.all([
    db.execute<{ currency: string; mrr: string; active: string; new: string; churned: string }>(sql`
      select currency,
        coalesce(round(sum(case recurring_interval
          when 'year' then amount / 12.0 when 'week' then amount * 52 / 12.0 when 'day' then amount * 365 / 12.0
          else amount end) filter (where status = 'active')), 0) as mrr,
        count(*) filter (where status in ('active', 'trialing')) as active,
        count(*) filter (where created_at >= ${since} and created_at <= ${until}) as new,
        count(*) filter (where ended_at >= ${since} and ended_at <= ${until}) as churned
      from billing_subscription
      group by currency`),
    // Grouped by the UTC date (cheap per row), turned into text once per group.
    db.execute<{ currency: string; day: string; revenue: string; refunds: string; orders: string }>(sql`
      select currency, day::text as day, revenue, refunds, orders from (
        select currency, (created_at at time zone 'UTC')::date as day,
          sum(total_amount - tax_amount) as revenue, sum(refunded_amount) as refunds, count(*) as orders
        from billing_order
        where created_at >= ${since} and created_at <= ${until} and status in ${PAID}
        group by 1, 2
      ) per_day`),
  ]);
  const dayKeys = Array.from({ length: days }, (_, i) => new Date(sinceDate.getTime() + i * DAY_MS).toISOString().slice(0, 10));
  const byCurrency = new Map<string, CurrencyRevenue>();
  const entry = (currency: string) => {
    let found = byCurrency.get(currency);
    if (!found) {
      found = {
        currency,
        mrr: 0,
        activeSubscriptions: 0,
        newSubscriptions: 0,
        churnedSubscriptions: 0,
        revenue: 0,
        refunds: 0,
        net: 0,
        orders: 0,
        days: dayKeys.map((day) => ({ day, revenue: 0, refunds: 0, net: 0, orders: 0 })),
      };
      byCurrency.set(currency, found);
    }
    return found;
  };
  for (const s of subscriptions.rows) {
    Object.assign(entry(s.currency), {
      mrr: Number(s.mrr),
      activeSubscriptions: Number(s.active),
      newSubscriptions: Number(s.new),
      churnedSubscriptions: Number(s.churned),
    });
  }
  for (const d of daily.rows) {
    const e = entry(d.currency);
    const day = e.days[dayKeys.indexOf(d.day)];
    if (!day) continue;
    day.revenue = Number(d.revenue);
    day.refunds = Number(d.refunds);
    day.net = day.revenue - day.refunds;
    day.orders = Number(d.orders);
    e.revenue += day.revenue;
    e.refunds += day.refunds;
    e.net += day.net;
    e.orders += day.orders;
  }
  return [...byCurrency.values()].sort((a, b) => b.net - a.net || b.mrr - a.mrr);
}
