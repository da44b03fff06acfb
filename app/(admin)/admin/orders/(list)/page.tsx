import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Receipt } from "lucide-react";
import { BillingStatus } from "@/components/admin/billing/order-status";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { formatMoney } from "@/components/billing/money";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, type SearchParams } from "@/lib/admin/input";
import { allOrdersPage } from "@/lib/billing/seller/mirror";

export const generateMetadata = consoleTitle("admin.orders");

export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { one, after } = await listParams(searchParams);
  const customer = one("customer", 100);
  const [t, format, page] = await Promise.all([
    getTranslations("admin.orders"),
    getFormatter(),
    allOrdersPage({ customerId: customer }, after),
  ]);
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      id="orders"
      columns={[
        { label: t("order") },
        { label: t("customer"), className: "hidden md:table-cell" },
        { label: t("status") },
        { label: t("total"), className: "text-right" },
      ]}
      rows={page.rows.length}
      empty={{ icon: <Receipt />, title: t("empty"), text: t("emptyText") }}
      pager={{ path: "/admin/orders", params: { customer }, next: page.next, paged: Boolean(after) }}
    >
      {page.rows.map(({ order, productName, customerEmail }) => (
        <TableRow key={order.id} data-testid="order-row">
          <TableCell className="[overflow-wrap:anywhere]">
            <Link href={`/admin/orders/${encodeURIComponent(order.id)}`} className="font-medium underline-offset-4 hover:underline">
              {productName ?? order.invoiceNumber ?? order.id}
            </Link>
            <span className="block text-xs text-muted-foreground">
              {format.dateTime(order.createdAt, { dateStyle: "medium", timeStyle: "short" })}
            </span>
          </TableCell>
          <TableCell className="hidden md:table-cell [overflow-wrap:anywhere]">{customerEmail ?? order.customerId}</TableCell>
          <TableCell>
            <BillingStatus status={order.status} />
          </TableCell>
          <TableCell className="text-right tabular-nums">
            {formatMoney(format, order.totalAmount, order.currency, { exact: true })}
            {order.refundedAmount > 0 && (
              <span className="block text-xs text-muted-foreground">
                {t("refundedAmount", { amount: formatMoney(format, order.refundedAmount, order.currency, { exact: true }) })}
              </span>
            )}
          </TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}
