import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/page-header";
import { ChangePlanForm } from "@/components/admin/billing/change-plan-form";
import { ConfirmAction } from "@/components/admin/billing/confirm-action";
import { DetailList } from "@/components/admin/billing/detail-list";
import { BillingStatus } from "@/components/admin/billing/order-status";
import { formatMoney } from "@/components/billing/money";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireOperator } from "@/lib/admin/guard";
import { isLive } from "@/lib/billing/model";
import { cancelSubscriptionAction, revokeSubscriptionAction } from "@/lib/billing/seller/actions";
import { recurringProducts, subscriptionDetail } from "@/lib/billing/seller/mirror";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.subscriptions");
  return { title: t("subscriptionTitle") };
}

export default async function SubscriptionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperator();
  const { id } = await params;
  const [t, format, detail, products] = await Promise.all([
    getTranslations("admin.subscriptions"),
    getFormatter(),
    subscriptionDetail(decodeURIComponent(id)),
    recurringProducts(),
  ]);
  if (!detail) notFound();
  const s = detail.subscription;
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium" }) : "—");
  const live = isLive(s.status);
  return (
    <>
      <AdminPageHeader
        title={detail.productName ?? s.productId}
        description={detail.customerEmail ?? s.customerId}
        actions={
          <>
            <Button asChild variant="ghost" size="sm">
              <Link href="/admin/subscriptions">{t("backToList")}</Link>
            </Button>
            {live && (
              <ConfirmAction
                action={cancelSubscriptionAction}
                input={{ subscriptionId: s.id, cancel: !s.cancelAtPeriodEnd }}
                label={s.cancelAtPeriodEnd ? t("uncancel") : t("cancel")}
                title={s.cancelAtPeriodEnd ? t("uncancelTitle") : t("cancelTitle")}
                description={s.cancelAtPeriodEnd ? t("uncancelText") : t("cancelText", { date: date(s.currentPeriodEnd) })}
                confirm={s.cancelAtPeriodEnd ? t("uncancel") : t("cancel")}
                done={s.cancelAtPeriodEnd ? t("uncanceled") : t("canceled")}
              />
            )}
            {live && (
              <ConfirmAction
                action={revokeSubscriptionAction}
                input={{ subscriptionId: s.id }}
                label={t("revoke")}
                title={t("revokeTitle")}
                description={t("revokeText")}
                confirm={t("revoke")}
                done={t("revoked")}
                variant="danger"
                danger
              />
            )}
          </>
        }
      />
      <Card id="subscription" title={t("details")}>
        <DetailList
          items={[
            [t("status"), <BillingStatus key="s" status={s.status} />],
            [
              t("customer"),
              <Link key="c" className="underline underline-offset-4" href={`/admin/customers/${encodeURIComponent(s.customerId)}`}>
                {detail.customerEmail ?? s.customerId}
              </Link>,
            ],
            [t("amount"), t("perInterval", { amount: formatMoney(format, s.amount, s.currency), interval: s.recurringInterval })],
            [t("period"), `${date(s.currentPeriodStart)} – ${date(s.currentPeriodEnd)}`],
            [t("cancelAtPeriodEnd"), s.cancelAtPeriodEnd ? t("yes") : t("no")],
            [t("endedAt"), date(s.endedAt)],
            [t("cancellationReason"), s.cancellationReason ?? "—"],
            [
              t("subscriptionId"),
              <span key="i" className="font-mono text-xs">
                {s.id}
              </span>,
            ],
          ]}
        />
      </Card>
      {live && (
        <Card id="change-plan" title={t("changePlan")} description={t("changePlanText")}>
          <ChangePlanForm subscriptionId={s.id} currentProductId={s.productId} products={products} />
        </Card>
      )}
    </>
  );
}
