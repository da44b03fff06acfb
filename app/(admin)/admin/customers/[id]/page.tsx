import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/page-header";
import { CustomerOwner } from "@/components/admin/billing/customer-owner";
import { DetailList } from "@/components/admin/billing/detail-list";
import { BillingStatus } from "@/components/admin/billing/order-status";
import { PolarNotice } from "@/components/admin/billing/polar-notice";
import { formatMoney } from "@/components/billing/money";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { allOrdersPage, customerById, subscriptionsPage } from "@/lib/billing/seller/mirror";
import { customerState } from "@/lib/billing/seller/operations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.customers");
  return { title: t("customerTitle") };
}

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperator();
  const customerId = decodeURIComponent((await params).id);
  const [t, format, row, state, subscriptions, orders] = await Promise.all([
    getTranslations("admin.customers"),
    getFormatter(),
    customerById(customerId),
    customerState(customerId),
    subscriptionsPage({ customerId }),
    allOrdersPage({ customerId }),
  ]);
  if (!row) notFound();
  const c = row.customer;
  return (
    <>
      <AdminPageHeader
        title={c.email}
        description={c.name ?? undefined}
        actions={
          <Button asChild variant="ghost" size="sm">
            <Link href="/admin/customers">{t("backToList")}</Link>
          </Button>
        }
      />
      <Card id="customer" title={t("details")}>
        <DetailList
          items={[
            [t("here"), <CustomerOwner key="o" row={row} />],
            [
              t("polarId"),
              <span key="p" className="font-mono text-xs">
                {c.id}
              </span>,
            ],
            [
              t("externalId"),
              c.externalId ? (
                <span key="e" className="font-mono text-xs">
                  {c.externalId}
                </span>
              ) : (
                "—"
              ),
            ],
            [t("since"), format.dateTime(c.createdAt, { dateStyle: "medium" })],
            [t("deleted"), c.deletedAt ? format.dateTime(c.deletedAt, { dateStyle: "medium" }) : t("no")],
          ]}
        />
      </Card>
      <Card id="customer-state" title={t("state")} description={t("stateText")}>
        {state.ok ? (
          <DetailList
            items={[
              [
                t("activeSubscriptions"),
                state.value.activeSubscriptions.length
                  ? state.value.activeSubscriptions.map((s) => formatMoney(format, s.amount, s.currency)).join(", ")
                  : t("none"),
              ],
              [
                t("grantedBenefits"),
                state.value.grantedBenefits.length ? state.value.grantedBenefits.map((b) => b.benefitType).join(", ") : t("none"),
              ],
              [
                t("meters"),
                state.value.activeMeters.length
                  ? state.value.activeMeters
                      .map((m) =>
                        t("meterBalance", {
                          consumed: format.number(m.consumedUnits),
                          credited: format.number(m.creditedUnits),
                          balance: format.number(m.balance),
                        }),
                      )
                      .join("; ")
                  : t("none"),
              ],
            ]}
          />
        ) : state.code === "NOT_FOUND" ? (
          <p className="text-sm text-muted-foreground">{t("notInPolar")}</p>
        ) : (
          <PolarNotice refusal={state} />
        )}
      </Card>
      <Card id="customer-subscriptions" title={t("subscriptions")}>
        {subscriptions.rows.length ? (
          <Table>
            <TableBody>
              {subscriptions.rows.map(({ subscription: s, productName }) => (
                <TableRow key={s.id}>
                  <TableCell className="[overflow-wrap:anywhere]">
                    <Link href={`/admin/subscriptions/${encodeURIComponent(s.id)}`} className="underline-offset-4 hover:underline">
                      {productName ?? s.productId}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <BillingStatus status={s.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(format, s.amount, s.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">{t("none")}</p>
        )}
      </Card>
      <Card id="customer-orders" title={t("orders")}>
        {orders.rows.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("order")}</TableHead>
                <TableHead>{t("status")}</TableHead>
                <TableHead className="text-right">{t("total")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.rows.map(({ order: o, productName }) => (
                <TableRow key={o.id}>
                  <TableCell className="[overflow-wrap:anywhere]">
                    <Link href={`/admin/orders/${encodeURIComponent(o.id)}`} className="underline-offset-4 hover:underline">
                      {productName ?? o.id}
                    </Link>
                    <span className="block text-xs text-muted-foreground">{format.dateTime(o.createdAt, { dateStyle: "medium" })}</span>
                  </TableCell>
                  <TableCell>
                    <BillingStatus status={o.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(format, o.totalAmount, o.currency, { exact: true })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">{t("none")}</p>
        )}
        {orders.next && (
          <Button asChild variant="outline" size="sm">
            <Link href={`/admin/orders?customer=${encodeURIComponent(c.id)}`}>{t("allOrders")}</Link>
          </Button>
        )}
      </Card>
    </>
  );
}
