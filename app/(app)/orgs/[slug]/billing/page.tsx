import { CreditCard } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { BenefitsList } from "@/components/billing/benefits-list";
import { BillingNotice } from "@/components/billing/billing-notice";
import { OrdersTable } from "@/components/billing/orders-table";
import { SubscriptionCard } from "@/components/billing/subscription-card";
import { SectionHeader } from "@/components/organization/section-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { loadCatalog, switchablePlans } from "@/lib/billing/catalog";
import { entitlementsOf } from "@/lib/billing/entitlements";
import { polarClient } from "@/lib/billing/polar";
import { ordersPage, organizationSubscriptions } from "@/lib/billing/queries";
import { orderView, subscriptionView } from "@/lib/billing/views";
import { currentOrganization } from "@/lib/organization/current";

/** The organization's plan: every member sees it; only owners and admins buy or change it and see its benefits and orders. */
export default async function OrganizationBillingPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [org, t, to, locale] = await Promise.all([
    currentOrganization(slug),
    getTranslations("billing"),
    getTranslations("org.billing"),
    getLocale(),
  ]);
  const here = `/orgs/${encodeURIComponent(slug)}/billing`;
  // The same heading as the organization's other sections.
  const header = <SectionHeader title={to("title")} description={to("lead")} />;
  if (!polarClient())
    return (
      <>
        {header}
        <BillingNotice status="off" retryHref={here} />
      </>
    );
  const organizationId = org.organization.id;
  const [catalog, subscriptions, benefits, orders, plans] = await Promise.all([
    loadCatalog(),
    organizationSubscriptions(organizationId),
    org.canManage ? entitlementsOf({ organizationId }) : [],
    org.canManage ? ordersPage({ organizationId }) : null,
    org.canManage ? switchablePlans(locale) : Promise.resolve([]),
  ]);
  const buy = org.canManage ? (
    // The organization's name is in the label: on a phone it wraps instead of leaving its box.
    <Button asChild size="sm" className="h-auto! min-h-8 max-w-full py-1.5 text-center whitespace-normal!">
      <Link href={`/pricing?org=${encodeURIComponent(slug)}`}>{t("org.buy", { organization: org.organization.name })}</Link>
    </Button>
  ) : null;

  return (
    <div className="flex w-full flex-col gap-6">
      {header}
      {catalog.status === "unavailable" && <BillingNotice status="unavailable" retryHref={here} />}
      <Card
        id="org-subscriptions"
        title={t("org.planTitle")}
        description={org.canManage ? t("org.planLead") : t("org.membersSee")}
        actions={subscriptions.length > 0 ? buy : undefined}
      >
        {subscriptions.length === 0 ? (
          <EmptyState
            icon={<CreditCard />}
            title={t("org.noSubscriptions")}
            text={org.canManage ? t("org.noSubscriptionsHint") : t("org.noSubscriptionsMember")}
            action={buy}
          />
        ) : (
          subscriptions.map((row) => (
            <SubscriptionCard
              key={row.subscription.id}
              plans={plans}
              canManage={org.canManage}
              subscription={subscriptionView(row, locale)}
            />
          ))
        )}
      </Card>
      {org.canManage && (
        // Benefits can hold secrets (license keys): they are for those who manage the plan.
        <Card id="org-benefits" title={t("benefitsTitle")} description={t("org.benefitsLead")}>
          <BenefitsList benefits={benefits} emptyText={t("org.noBenefitsHint")} />
        </Card>
      )}
      {orders && (
        <Card id="org-orders" title={t("ordersTitle")} description={t("org.ordersLead")}>
          <OrdersTable
            initial={orders.orders.map((row) => orderView(row, locale))}
            next={orders.next}
            invoices={false}
            moreUrl={`/api/billing/orders?organizationId=${encodeURIComponent(organizationId)}`}
            emptyText={t("org.noOrdersHint")}
          />
        </Card>
      )}
    </div>
  );
}
