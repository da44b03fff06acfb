import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Gauge } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { FilterLinks } from "@/components/admin/billing/filter-links";
import { PolarNotice } from "@/components/admin/billing/polar-notice";
import { PolarTableCard } from "@/components/admin/billing/polar-table-card";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listMeters } from "@/lib/billing/seller/catalogue";
import { customerMeters } from "@/lib/billing/seller/operations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.meters");
  return { title: t("title") };
}

type Params = Promise<Record<string, string | string[] | undefined>>;

/** Polar's meters and each customer's usage of them (consumed, credited, balance), read from Polar. */
export default async function MetersPage({ searchParams }: { searchParams: Params }) {
  await requireOperator();
  const params = await searchParams;
  const [t, format, meters] = await Promise.all([getTranslations("admin.meters"), getFormatter(), listMeters()]);
  if (!meters.ok) {
    return (
      <>
        <AdminPageHeader title={t("title")} description={t("description")} />
        <PolarNotice refusal={meters} />
      </>
    );
  }
  const meter = meters.value.find((m) => m.id === params.meter);
  const usage = await customerMeters(meter ? { meterId: meter.id } : {});
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {meters.value.length === 0 ? (
        <EmptyState icon={<Gauge />} title={t("empty")} text={t("emptyText")} />
      ) : (
        <>
          <FilterLinks
            label={t("meter")}
            options={[
              { href: "/admin/meters", label: t("allMeters"), current: !meter },
              ...meters.value.map((m) => ({
                href: `/admin/meters?meter=${encodeURIComponent(m.id)}`,
                label: m.name,
                current: m === meter,
              })),
            ]}
          />
          <PolarTableCard
            id="meter-usage"
            title={t("usage")}
            description={t("usageText")}
            list={usage}
            head={
              <>
                <TableHead>{t("customer")}</TableHead>
                <TableHead>{t("meter")}</TableHead>
                <TableHead className="text-right">{t("consumed")}</TableHead>
                <TableHead className="hidden text-right sm:table-cell">{t("credited")}</TableHead>
                <TableHead className="text-right">{t("balance")}</TableHead>
              </>
            }
            row={(u) => (
              <TableRow key={u.id} data-testid="meter-usage-row">
                <TableCell className="[overflow-wrap:anywhere]">
                  <Link href={`/admin/customers/${encodeURIComponent(u.customerId)}`} className="underline-offset-4 hover:underline">
                    {u.customer.email}
                  </Link>
                </TableCell>
                <TableCell className="[overflow-wrap:anywhere]">{u.meter.name}</TableCell>
                <TableCell className="text-right tabular-nums">{format.number(u.consumedUnits)}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{format.number(u.creditedUnits)}</TableCell>
                <TableCell className="text-right tabular-nums">{format.number(u.balance)}</TableCell>
              </TableRow>
            )}
            empty={{ icon: <Gauge />, title: t("noUsage"), text: t("noUsageText") }}
          />
        </>
      )}
    </>
  );
}
