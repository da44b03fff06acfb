import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BenefitsList, UsageMeters } from "@/components/billing/benefits-list";
import { BillingNotice } from "@/components/billing/billing-notice";
import { OrdersTable } from "@/components/billing/orders-table";
import { PortalButton } from "@/components/billing/portal-button";
import { SubscriptionCard } from "@/components/billing/subscription-card";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { loadCatalog, switchablePlans } from "@/lib/billing/catalog";
import { customerOf, grantsOf, ordersPage, subscriptionsOf } from "@/lib/billing/queries";
import { orderView, subscriptionView } from "@/lib/billing/views";
import { liveState } from "@/lib/billing/usage";
import { polarClient } from "@/lib/billing/polar";
import { requireSession } from "@/lib/signed-in";

type CustomerState = { active_meters?: { meter_id: string; consumed_units: number; credited_units: number }[] };

type Props = { searchParams: Promise<{ error?: string }> };

/** The user's subscriptions, orders, benefits and usage, read from our webhook-fed tables. */
export default async function BillingPage({ searchParams }: Props) {
  const { error } = await searchParams;
  const session = await requireSession();
  const t = await getTranslations("billing");
  if (!polarClient()) {
    return (
      <div className="flex w-full flex-col gap-6">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <BillingNotice status="off" retryHref="/billing" />
      </div>
    );
  }
  const customer = await customerOf(session.user.id);
  const [subscriptions, orders, grants] = customer
    ? await Promise.all([subscriptionsOf(customer.id, session.user.id), ordersPage({ customerId: customer.id, userId: session.user.id }), grantsOf(customer.id)])
    : [[], { orders: [], next: null }, []];
  const [catalog, plans, live] = await Promise.all([loadCatalog(), switchablePlans(), liveState(session.user.id)]);
  // What our tables hold still shows; what needs Polar now (plan changes, live usage, the portal) waits for it.
  const polarDown = catalog.status === "unavailable" || live === null;
  // Usage is read from Polar when it answers (events are not announced by webhook); else the last known state.
  const state = (live ?? customer?.state ?? {}) as CustomerState;
  const meterNames = new Map(grants.filter((g) => g.benefit.type === "meter_credit").map((g) => [String((g.benefit.properties as { meter_id?: string }).meter_id), g.benefit.description]));
  return (
    <div className="flex w-full flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <Link href="/pricing" className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-400">
          {t("seePlans")}
        </Link>
      </div>
      {polarDown && <BillingNotice status="unavailable" retryHref="/billing" />}
      {error && t.has(`errors.${error}`) && <Alert tone="error">{t(`errors.${error}`)}</Alert>}
      <Card title={t("subscriptions")} id="subscriptions">
        {subscriptions.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noSubscriptions")}</p>
        ) : (
          subscriptions.map(({ subscription: s, productName }) => (
            <SubscriptionCard
              key={s.id}
              plans={plans.filter((p) => p.id !== s.productId)}
              subscription={subscriptionView(s, productName)}
            />
          ))
        )}
      </Card>
      <Card title={t("ordersTitle")} id="orders">
        <OrdersTable initial={orders.orders.map(orderView)} next={orders.next} moreUrl="/api/billing/orders" />
      </Card>
      <Card title={t("benefitsTitle")} id="benefits">
        <BenefitsList
          benefits={grants.map(({ grant, benefit }) => ({
            id: grant.id,
            type: benefit.type,
            description: benefit.description,
            properties: benefit.properties as Record<string, unknown>,
            grantProperties: grant.properties as Record<string, unknown>,
          }))}
        />
      </Card>
      <Card title={t("usageTitle")} id="usage">
        <UsageMeters
          meters={(state.active_meters ?? []).map((m) => ({ meterId: m.meter_id, name: meterNames.get(m.meter_id) ?? t("usage.meter"), consumed: m.consumed_units, credited: m.credited_units }))}
        />
      </Card>
      {customer && (
        <Card title={t("portalTitle")} id="portal">
          <p className="text-sm">{t("portalHelp")}</p>
          <PortalButton />
        </Card>
      )}
    </div>
  );
}
