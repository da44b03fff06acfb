import { CreditCard } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { BenefitsList } from "@/components/billing/benefits-list";
import { BillingHeader } from "@/components/billing/billing-header";
import { BillingNotice } from "@/components/billing/billing-notice";
import { OrdersTable } from "@/components/billing/orders-table";
import { PortalButton } from "@/components/billing/portal-button";
import { SubscriptionCard } from "@/components/billing/subscription-card";
import { UsageMeters } from "@/components/billing/usage-meters";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { loadCatalog, meterName, switchablePlans } from "@/lib/billing/catalog";
import { benefitName, entitlementsOf } from "@/lib/billing/entitlements";
import { polarClient } from "@/lib/billing/polar";
import { customerOf, ordersPage, subscriptionsOf } from "@/lib/billing/queries";
import { liveState } from "@/lib/billing/usage";
import { messageIfAny } from "@/lib/i18n/message-or";
import { orderView, subscriptionView } from "@/lib/billing/views";
import { requireSession } from "@/lib/signed-in";

type CustomerState = { active_meters?: { meter_id: string; consumed_units: number; credited_units: number }[] };

type Props = { searchParams: Promise<{ error?: string }> };

export async function generateMetadata() {
  const t = await getTranslations("billing");
  return { title: t("title") };
}

/** The user's own subscriptions, usage, benefits and orders, read from our webhook-fed tables. */
export default async function BillingPage({ searchParams }: Props) {
  const { error } = await searchParams;
  const [session, t, locale] = await Promise.all([requireSession(), getTranslations("billing"), getLocale()]);
  const errorText = error ? messageIfAny(t, `errors.${error}`) : undefined;
  const header = (
    <BillingHeader
      title={t("title")}
      description={t("lead")}
      actions={
        <Button asChild variant="outline">
          <Link href="/pricing">{t("seePlans")}</Link>
        </Button>
      }
    />
  );
  if (!polarClient()) {
    return (
      <div className="flex w-full flex-col gap-8">
        {header}
        <BillingNotice status="off" retryHref="/billing" />
      </div>
    );
  }
  const userId = session.user.id;
  const customer = await customerOf(userId);
  const [subscriptions, orders, benefits, catalog, plans, live] = await Promise.all([
    customer ? subscriptionsOf(customer.id, userId) : [],
    customer ? ordersPage({ customerId: customer.id, userId }) : { orders: [], next: null },
    entitlementsOf({ userId }),
    loadCatalog(),
    switchablePlans(locale),
    liveState(userId),
  ]);
  // What our tables hold still shows; what needs Polar now (plan changes, live usage, the portal) waits for it.
  const polarDown = catalog.status === "unavailable" || live === null;
  // Usage is read from Polar when it answers (events are not announced by webhook); else the last known state.
  const state = (live ?? customer?.state ?? {}) as CustomerState;
  const meterNames = new Map(
    benefits.filter((b) => b.type === "meter_credit").map((b) => [String(b.properties.meter_id), benefitName(b, locale)]),
  );
  const meters = (state.active_meters ?? []).map((m) => ({
    meterId: m.meter_id,
    name: meterName(catalog, m.meter_id, locale) ?? meterNames.get(m.meter_id) ?? t("usage.meter"),
    consumed: m.consumed_units,
    credited: m.credited_units,
  }));

  return (
    <div className="flex w-full flex-col gap-8">
      {header}
      {polarDown && <BillingNotice status="unavailable" retryHref="/billing" />}
      {errorText && <Alert tone="error">{errorText}</Alert>}
      <Card id="subscriptions" title={t("subscriptions")} description={t("subscriptionsLead")}>
        {subscriptions.length === 0 ? (
          <EmptyState
            icon={<CreditCard />}
            title={t("noSubscriptions")}
            text={t("noSubscriptionsHint")}
            action={
              <Button asChild size="sm">
                <Link href="/pricing">{t("seePlans")}</Link>
              </Button>
            }
          />
        ) : (
          subscriptions.map((row) => (
            <SubscriptionCard key={row.subscription.id} plans={plans} subscription={subscriptionView(row, locale)} />
          ))
        )}
      </Card>
      {meters.length > 0 && (
        <Card id="usage" title={t("usageTitle")} description={t("usageLead")}>
          <UsageMeters meters={meters} />
        </Card>
      )}
      <Card id="benefits" title={t("benefitsTitle")} description={t("benefitsLead")}>
        <BenefitsList benefits={benefits} emptyText={t("noBenefitsHint")} />
      </Card>
      <Card id="orders" title={t("ordersTitle")} description={t("ordersLead")}>
        <OrdersTable
          initial={orders.orders.map((row) => orderView(row, locale))}
          next={orders.next}
          moreUrl="/api/billing/orders"
          emptyText={t("noOrdersHint")}
        />
      </Card>
      {customer && (
        <Card id="portal" title={t("portalTitle")} description={t("portalHelp")}>
          <PortalButton />
        </Card>
      )}
    </div>
  );
}
