import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/page-header";
import { DetailList } from "@/components/admin/billing/detail-list";
import { BillingStatus } from "@/components/admin/billing/order-status";
import { RefundForm } from "@/components/admin/billing/refund-form";
import { formatMoney } from "@/components/billing/money";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { messageOr } from "@/lib/i18n/message-or";
import { orderDetail } from "@/lib/billing/seller/mirror";
import { refundableOf } from "@/lib/billing/seller/model";
import { orderInvoice } from "@/lib/billing/seller/operations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.orders");
  return { title: t("orderTitle") };
}

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireOperator();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [t, tr, format, detail] = await Promise.all([
    getTranslations("admin.orders"),
    getTranslations("admin.orders.reasons"),
    getFormatter(),
    orderDetail(decodeURIComponent(id)),
  ]);
  if (!detail) notFound();
  const { order, items, refunds, discount } = detail;
  // The invoice is asked of Polar only when the operator wants it (?invoice=1), not on every view.
  const invoice = query.invoice === "1" ? await orderInvoice(order.id) : null;
  const money = (cents: number) => formatMoney(format, cents, order.currency, { exact: true });
  const refundable = refundableOf(order);
  return (
    <>
      <AdminPageHeader
        title={detail.productName ?? order.id}
        description={t("orderDescription", { date: format.dateTime(order.createdAt, { dateStyle: "long", timeStyle: "short" }) })}
        actions={
          <>
            <Button asChild variant="ghost" size="sm">
              <Link href="/admin/orders">{t("backToOrders")}</Link>
            </Button>
            {invoice?.ok ? (
              <Button asChild variant="outline" size="sm">
                <a href={invoice.value} target="_blank" rel="noreferrer">
                  {t("openInvoice")}
                </a>
              </Button>
            ) : (
              <Button asChild variant="outline" size="sm">
                <Link href={`/admin/orders/${encodeURIComponent(order.id)}?invoice=1`}>{t("invoice")}</Link>
              </Button>
            )}
          </>
        }
      />
      {invoice && !invoice.ok && <p className="text-sm text-danger">{t("invoiceUnavailable")}</p>}
      <Card id="order-amounts" title={t("amounts")}>
        <DetailList
          items={[
            [t("status"), <BillingStatus key="s" status={order.status} />],
            [
              t("customer"),
              detail.customerEmail ? (
                <Link key="c" className="underline underline-offset-4" href={`/admin/customers/${encodeURIComponent(order.customerId)}`}>
                  {detail.customerEmail}
                </Link>
              ) : (
                order.customerId
              ),
            ],
            [t("subtotal"), money(order.subtotalAmount)],
            [
              t("discount"),
              order.discountAmount
                ? `−${money(order.discountAmount)}${discount ? ` (${discount.name}${discount.code ? `, ${discount.code}` : ""})` : ""}`
                : "—",
            ],
            [t("tax"), money(order.taxAmount)],
            [
              t("total"),
              <span key="t" className="font-semibold">
                {money(order.totalAmount)}
              </span>,
            ],
            [t("refundedTotal"), money(order.refundedAmount)],
            [t("invoiceNumber"), order.invoiceNumber ?? "—"],
            [t("billingReason"), order.billingReason],
            [
              t("orderId"),
              <span key="i" className="font-mono text-xs">
                {order.id}
              </span>,
            ],
          ]}
        />
        {items.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("item")}</TableHead>
                <TableHead className="text-right">{t("amountColumn")}</TableHead>
                <TableHead className="text-right">{t("tax")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="[overflow-wrap:anywhere]">{item.label}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(item.amount)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(item.taxAmount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <Card id="order-refunds" title={t("refunds")} description={refundable > 0 ? t("refundsText") : t("nothingToRefund")}>
        {refunds.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("when")}</TableHead>
                <TableHead>{t("reason")}</TableHead>
                <TableHead className="text-right">{t("amountColumn")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {refunds.map((r) => (
                <TableRow key={r.id} data-testid="refund-row">
                  <TableCell>{format.dateTime(r.createdAt, { dateStyle: "medium", timeStyle: "short" })}</TableCell>
                  <TableCell>{messageOr(tr, r.reason, r.reason)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {refundable > 0 && ["paid", "partially_refunded"].includes(order.status) && (
          <RefundForm orderId={order.id} refundable={refundable} currency={order.currency} />
        )}
      </Card>
    </>
  );
}
