"use client";
import { Download, Receipt } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { OrderView } from "@/lib/billing/model";
import { messageOr } from "@/lib/i18n/message-or";
import { formatMoney } from "./money";
import { StatusBadge, type StatusTone } from "./status-badge";

type Props = { initial: OrderView[]; next: string | null; invoices?: boolean; moreUrl?: string; emptyText: string };

const STATUS_TONE: Record<string, StatusTone> = {
  paid: "success",
  refunded: "neutral",
  partially_refunded: "warning",
  pending: "info",
};

/**
 * Orders, newest first, as a table: date, product and why it was billed, the total with discount, tax and
 * refunds beneath it, the status and the invoice. With `moreUrl`, further pages load by keyset cursor
 * (GET moreUrl?after=…).
 */
export function OrdersTable({ initial, next: firstNext, invoices = true, moreUrl, emptyText }: Props) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const [orders, setOrders] = useState(initial);
  const [next, setNext] = useState(firstNext);
  const [failed, setFailed] = useState(false);
  const [pending, start] = useTransition();
  if (orders.length === 0) return <EmptyState icon={<Receipt />} title={t("noOrders")} text={emptyText} />;
  const money = (cents: number, currency: string) => formatMoney(format, cents, currency, { exact: true });
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const status = (code: string) => messageOr(t, `orders.statuses.${code}`, code);

  const loadMore = () =>
    start(async () => {
      try {
        const res = await fetch(`${moreUrl}${moreUrl?.includes("?") ? "&" : "?"}after=${encodeURIComponent(next ?? "")}`, {
          cache: "no-store",
        });
        if (!res.ok) throw new Error(String(res.status));
        const page = (await res.json()) as { orders: OrderView[]; next: string | null };
        setOrders((shown) => [...shown, ...page.orders]);
        setNext(page.next);
        setFailed(false);
      } catch {
        setFailed(true);
      }
    });

  return (
    <div className="flex flex-col gap-3">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="hidden sm:table-cell">{t("orders.date")}</TableHead>
            <TableHead>{t("orders.product")}</TableHead>
            <TableHead className="text-right">{t("orders.amount")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("orders.status")}</TableHead>
            {invoices && <TableHead className="text-right">{t("orders.invoice")}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((o) => (
            <TableRow key={o.id} data-testid="order-row" className="align-top">
              <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">{date(o.createdAt)}</TableCell>
              <TableCell>
                <div className="font-medium">{o.productName ?? "—"}</div>
                <div className="text-xs text-muted-foreground">{messageOr(t, `orders.reason.${o.billingReason}`, o.billingReason)}</div>
                {/* On a phone the date and status columns fold in here. */}
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:hidden">
                  {date(o.createdAt)}
                  <StatusBadge tone={STATUS_TONE[o.status] ?? "neutral"}>{status(o.status)}</StatusBadge>
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <div className="font-medium">{money(o.totalAmount, o.currency)}</div>
                <div className="flex flex-col text-xs whitespace-nowrap text-muted-foreground">
                  {o.discountAmount > 0 && <span>{t("orders.discount", { amount: money(o.discountAmount, o.currency) })}</span>}
                  <span>{t("orders.tax", { amount: money(o.taxAmount, o.currency) })}</span>
                  {o.refundedAmount > 0 && <span>{t("orders.refunded", { amount: money(o.refundedAmount, o.currency) })}</span>}
                </div>
              </TableCell>
              <TableCell data-testid="order-status" className="hidden sm:table-cell">
                <StatusBadge tone={STATUS_TONE[o.status] ?? "neutral"}>{status(o.status)}</StatusBadge>
              </TableCell>
              {invoices && (
                <TableCell className="text-right">
                  {o.status !== "pending" && (
                    <Button asChild variant="ghost" size="sm">
                      {/* A route of ours that checks the order is the user's before it sends them to Polar's document. */}
                      <a href={`/billing/invoices/${o.id}`}>
                        <Download aria-hidden />
                        <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{t("orders.download")}</span>
                      </a>
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {failed && <Alert tone="error">{t("errors.generic")}</Alert>}
      {moreUrl && next && (
        <Button variant="outline" size="sm" className="self-start" onClick={loadMore} pending={pending}>
          {t("orders.more")}
        </Button>
      )}
    </div>
  );
}
