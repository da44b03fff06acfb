import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { RefreshCw } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { FilterLinks } from "@/components/admin/billing/filter-links";
import { BillingStatus } from "@/components/admin/billing/order-status";
import { Pager } from "@/components/admin/billing/pager";
import { formatMoney } from "@/components/billing/money";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { SUBSCRIPTION_STATUSES, subscriptionsPage } from "@/lib/billing/seller/mirror";
import { decodeCursor } from "@/lib/keyset";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.subscriptions");
  return { title: t("title") };
}

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function SubscriptionsPage({ searchParams }: { searchParams: Params }) {
  await requireOperator();
  const params = await searchParams;
  const status = SUBSCRIPTION_STATUSES.find((s) => s === params.status);
  const after = decodeCursor(typeof params.after === "string" ? params.after : undefined);
  const [t, ts, format, page] = await Promise.all([
    getTranslations("admin.subscriptions"),
    getTranslations("admin.billing.status"),
    getFormatter(),
    subscriptionsPage({ status }, after),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <FilterLinks
        label={t("status")}
        options={[
          { href: "/admin/subscriptions", label: t("all"), current: !status },
          ...SUBSCRIPTION_STATUSES.map((s) => ({ href: `/admin/subscriptions?status=${s}`, label: ts(s), current: s === status })),
        ]}
      />
      <Card id="subscriptions" contentClassName="p-0 sm:p-0">
        {page.rows.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("plan")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("customer")}</TableHead>
                <TableHead>{t("status")}</TableHead>
                <TableHead className="text-right">{t("amount")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map(({ subscription: s, productName, customerEmail }) => (
                <TableRow key={s.id} data-testid="subscription-row">
                  <TableCell className="[overflow-wrap:anywhere]">
                    <Link
                      href={`/admin/subscriptions/${encodeURIComponent(s.id)}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {productName ?? s.productId}
                    </Link>
                    <span className="block text-xs text-muted-foreground">
                      {s.cancelAtPeriodEnd && s.currentPeriodEnd
                        ? t("endsOn", { date: format.dateTime(s.currentPeriodEnd, { dateStyle: "medium" }) })
                        : t("since", { date: format.dateTime(s.createdAt, { dateStyle: "medium" }) })}
                    </span>
                  </TableCell>
                  <TableCell className="hidden md:table-cell [overflow-wrap:anywhere]">{customerEmail ?? s.customerId}</TableCell>
                  <TableCell>
                    <BillingStatus status={s.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums whitespace-nowrap">
                    {t("perInterval", { amount: formatMoney(format, s.amount, s.currency), interval: s.recurringInterval })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <EmptyState icon={<RefreshCw />} title={t("empty")} text={t("emptyText")} className="m-4" />
        )}
      </Card>
      <Pager path="/admin/subscriptions" params={{ status }} next={page.next} paged={Boolean(after)} />
    </>
  );
}
