"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/components/billing/money";
import type { RevenueDay } from "@/lib/billing/seller/revenue";

/**
 * Revenue and refunds per day as bars (recharts). Only the revenue page loads this (revenue-chart-lazy.tsx, after
 * the page is shown), so the chart library is in no other script. Its figures are also in the table under it, for screen readers
 * and for copying.
 */
export function RevenueChart({ days, currency }: { days: RevenueDay[]; currency: string }) {
  const t = useTranslations("admin.revenue");
  const format = useFormatter();
  const money = (cents: number) => formatMoney(format, cents, currency);
  const dayLabel = (day: string) => format.dateTime(new Date(`${day}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <div role="img" aria-label={t("chartLabel")} className="h-72 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} stroke="var(--color-muted-foreground)" />
          <YAxis tickFormatter={(v: number) => money(v)} width={72} stroke="var(--color-muted-foreground)" />
          <Tooltip
            labelFormatter={(day) => dayLabel(String(day))}
            formatter={(value, name) => [money(Number(value)), name]}
            contentStyle={{ background: "var(--color-card)", border: "1px solid var(--color-border)", borderRadius: 8 }}
          />
          <Legend />
          <Bar dataKey="revenue" name={t("revenue")} fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="refunds" name={t("refunds")} fill="var(--color-danger)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
