import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { RefreshCw } from "lucide-react";
import { FilterLinks } from "@/components/admin/billing/filter-links";
import { BillingStatus } from "@/components/admin/billing/order-status";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { formatMoney } from "@/components/billing/money";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, type SearchParams } from "@/lib/admin/input";
import { SUBSCRIPTION_STATUSES, subscriptionsPage } from "@/lib/billing/seller/mirror";

export const generateMetadata = consoleTitle("admin.subscriptions");

export default async function SubscriptionsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { pick, after } = await listParams(searchParams);
  const status = pick("status", SUBSCRIPTION_STATUSES);
  const [t, ts, format, page] = await Promise.all([
    getTranslations("admin.subscriptions"),
    getTranslations("admin.billing.status"),
    getFormatter(),
    subscriptionsPage({ status }, after),
  ]);
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      above={
        <FilterLinks
          label={t("status")}
          options={[
            { href: "/admin/subscriptions", label: t("all"), current: !status },
            ...SUBSCRIPTION_STATUSES.map((s) => ({ href: `/admin/subscriptions?status=${s}`, label: ts(s), current: s === status })),
          ]}
        />
      }
      id="subscriptions"
      columns={[
        { label: t("plan") },
        { label: t("customer"), className: "hidden md:table-cell" },
        { label: t("status") },
        { label: t("amount"), className: "text-right" },
      ]}
      rows={page.rows.length}
      empty={{ icon: <RefreshCw />, title: t("empty"), text: t("emptyText") }}
      pager={{ path: "/admin/subscriptions", params: { status }, next: page.next, paged: Boolean(after) }}
    >
      {page.rows.map(({ subscription: s, productName, customerEmail }) => (
        <TableRow key={s.id} data-testid="subscription-row">
          <TableCell className="[overflow-wrap:anywhere]">
            <Link href={`/admin/subscriptions/${encodeURIComponent(s.id)}`} className="font-medium underline-offset-4 hover:underline">
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
    </AdminListPage>
  );
}
