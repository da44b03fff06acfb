import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { ChartLine } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { FilterLinks } from "@/components/admin/billing/filter-links";
import { LazyRevenueChart } from "@/components/admin/billing/revenue-chart-lazy";
import { formatMoney } from "@/components/billing/money";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { REVENUE_WINDOWS, revenueOverview, type RevenueWindow } from "@/lib/billing/seller/revenue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.revenue");
  return { title: t("title") };
}

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function RevenuePage({ searchParams }: { searchParams: Params }) {
  await requireOperator();
  const params = await searchParams;
  const days: RevenueWindow = params.days === "90" ? 90 : 30;
  const [t, format, currencies] = await Promise.all([getTranslations("admin.revenue"), getFormatter(), revenueOverview(days)]);
  const current = currencies.find((c) => c.currency === params.currency) ?? currencies[0];
  const href = (d: number, currency = current?.currency) => `/admin/revenue?days=${d}${currency ? `&currency=${currency}` : ""}`;
  const money = (cents: number) => (current ? formatMoney(format, cents, current.currency) : "");
  const figures = current
    ? ([
        ["mrr", money(current.mrr)],
        ["active", format.number(current.activeSubscriptions)],
        ["new", format.number(current.newSubscriptions)],
        ["churned", format.number(current.churnedSubscriptions)],
        ["net", money(current.net)],
        ["refunds", money(current.refunds)],
      ] as const)
    : [];
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterLinks
          label={t("window")}
          options={REVENUE_WINDOWS.map((d) => ({ href: href(d), label: t("lastDays", { days: d }), current: d === days }))}
        />
        {currencies.length > 1 && (
          <FilterLinks
            label={t("currency")}
            options={currencies.map((c) => ({ href: href(days, c.currency), label: c.currency.toUpperCase(), current: c === current }))}
          />
        )}
      </div>
      {!current ? (
        <EmptyState icon={<ChartLine />} title={t("empty")} text={t("emptyText")} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="revenue-figures">
            {figures.map(([key, value]) => (
              <div key={key} className="grid gap-1 rounded-xl border bg-card p-4 shadow-xs" data-figure={key}>
                <dt className="text-sm text-muted-foreground">{t(`figures.${key}`, { days })}</dt>
                <dd className="text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          <Card id="revenue-per-day" title={t("perDay")} description={t("perDayText", { days })}>
            <LazyRevenueChart days={current.days} currency={current.currency} />
            <details className="text-sm">
              <summary className="cursor-pointer rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {t("asTable")}
              </summary>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("day")}</TableHead>
                    <TableHead className="text-right">{t("orders")}</TableHead>
                    <TableHead className="text-right">{t("revenue")}</TableHead>
                    <TableHead className="text-right">{t("refunds")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {current.days.map((d) => (
                    <TableRow key={d.day}>
                      <TableCell>{format.dateTime(new Date(`${d.day}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}</TableCell>
                      <TableCell className="text-right tabular-nums">{format.number(d.orders)}</TableCell>
                      <TableCell className="text-right tabular-nums">{money(d.revenue)}</TableCell>
                      <TableCell className="text-right tabular-nums">{money(d.refunds)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </details>
          </Card>
        </>
      )}
    </>
  );
}
