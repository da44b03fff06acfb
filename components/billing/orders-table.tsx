"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { OrderView } from "@/lib/billing/model";
import { formatMoney } from "./money";
import { messageOr } from "@/lib/i18n/message-or";

type Props = { initial: OrderView[]; next: string | null; invoices?: boolean; moreUrl?: string };

/**
 * Orders, newest first: amounts with discount, tax and refunds, the reason, and the invoice. With `moreUrl`,
 * further pages load by keyset cursor (GET moreUrl?after=…).
 */
export function OrdersTable({ initial, next: firstNext, invoices = true, moreUrl }: Props) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const [orders, setOrders] = useState(initial);
  const [next, setNext] = useState(firstNext);
  const [failed, setFailed] = useState(false);
  const [pending, start] = useTransition();
  if (orders.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noOrders")}</p>;
  const money = (cents: number, currency: string) => formatMoney(format, cents, currency);

  const loadMore = () =>
    start(async () => {
      try {
        const res = await fetch(`${moreUrl}${moreUrl?.includes("?") ? "&" : "?"}after=${encodeURIComponent(next ?? "")}`, { cache: "no-store" });
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-zinc-200 dark:border-zinc-800">
              <th className="py-2 pr-3 font-medium">{t("orders.date")}</th>
              <th className="py-2 pr-3 font-medium">{t("orders.product")}</th>
              <th className="py-2 pr-3 font-medium">{t("orders.amount")}</th>
              <th className="py-2 pr-3 font-medium">{t("orders.status")}</th>
              {invoices && <th className="py-2 font-medium">{t("orders.invoice")}</th>}
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className="border-b border-zinc-100 align-top dark:border-zinc-900" data-testid="order-row">
                <td className="py-2 pr-3">{format.dateTime(new Date(o.createdAt), { dateStyle: "medium" })}</td>
                <td className="py-2 pr-3">
                  {o.productName ?? "—"}
                  <div className="text-xs text-zinc-500">{messageOr(t, `orders.reason.${o.billingReason}`, o.billingReason)}</div>
                </td>
                <td className="py-2 pr-3">
                  {money(o.totalAmount, o.currency)}
                  <div className="text-xs text-zinc-500">
                    {o.discountAmount > 0 && <div>{t("orders.discount", { amount: money(o.discountAmount, o.currency) })}</div>}
                    <div>{t("orders.tax", { amount: money(o.taxAmount, o.currency) })}</div>
                    {o.refundedAmount > 0 && <div>{t("orders.refunded", { amount: money(o.refundedAmount, o.currency) })}</div>}
                  </div>
                </td>
                <td className="py-2 pr-3" data-testid="order-status">
                  {messageOr(t, `orders.statuses.${o.status}`, o.status)}
                </td>
                {invoices && (
                  <td className="py-2">
                    {o.status !== "pending" && (
                      <a href={`/billing/invoices/${o.id}`} className="text-blue-700 hover:underline dark:text-blue-400">
                        {t("orders.download")}
                      </a>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failed && <Alert tone="error">{t("errors.generic")}</Alert>}
      {moreUrl && next && (
        <Button variant="secondary" className="self-start" onClick={loadMore} disabled={pending}>
          {t("orders.more")}
        </Button>
      )}
    </div>
  );
}
