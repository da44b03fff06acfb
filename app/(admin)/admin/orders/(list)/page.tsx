import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Receipt } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { BillingStatus } from "@/components/admin/billing/order-status";
import { Pager } from "@/components/admin/billing/pager";
import { formatMoney } from "@/components/billing/money";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { allOrdersPage } from "@/lib/billing/seller/mirror";
import { decodeCursor } from "@/lib/keyset";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.orders");
  return { title: t("title") };
}

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function OrdersPage({ searchParams }: { searchParams: Params }) {
  await requireOperator();
  const params = await searchParams;
  const after = decodeCursor(typeof params.after === "string" ? params.after : undefined);
  const customer = typeof params.customer === "string" && params.customer.length <= 100 ? params.customer : undefined;
  const [t, format, page] = await Promise.all([
    getTranslations("admin.orders"),
    getFormatter(),
    allOrdersPage({ customerId: customer }, after),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <Card id="orders" contentClassName="p-0 sm:p-0">
        {page.rows.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("order")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("customer")}</TableHead>
                <TableHead>{t("status")}</TableHead>
                <TableHead className="text-right">{t("total")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
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
            </TableBody>
          </Table>
        ) : (
          <EmptyState icon={<Receipt />} title={t("empty")} text={t("emptyText")} className="m-4" />
        )}
      </Card>
      <Pager path="/admin/orders" params={{ customer }} next={page.next} paged={Boolean(after)} />
    </>
  );
}
