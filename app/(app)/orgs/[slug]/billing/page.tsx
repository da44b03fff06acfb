import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BillingNotice } from "@/components/billing/billing-notice";
import { OrdersTable } from "@/components/billing/orders-table";
import { SubscriptionCard } from "@/components/billing/subscription-card";
import { Card } from "@/components/ui/card";
import { loadCatalog, switchablePlans } from "@/lib/billing/catalog";
import { ordersPage, organizationSubscriptions } from "@/lib/billing/queries";
import { orderView, subscriptionView } from "@/lib/billing/views";
import { polarClient } from "@/lib/billing/polar";
import { currentOrganization } from "@/lib/organization/current";

/** The organization's plan: every member sees it; only owners and admins buy or change it. */
export default async function OrganizationBillingPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [org, t] = await Promise.all([currentOrganization(slug), getTranslations("billing")]);
  if (!polarClient()) return <BillingNotice status="off" retryHref={`/orgs/${slug}/billing`} />;
  const [catalog, subscriptions, orders, plans] = await Promise.all([
    loadCatalog(),
    organizationSubscriptions(org.organization.id),
    org.canManage ? ordersPage({ organizationId: org.organization.id }) : null,
    org.canManage ? switchablePlans() : Promise.resolve([]),
  ]);
  return (
    <div className="flex w-full flex-col gap-6">
      {catalog.status === "unavailable" && <BillingNotice status="unavailable" retryHref={`/orgs/${slug}/billing`} />}
      <Card title={t("subscriptions")} id="org-subscriptions">
        {org.canManage ? (
          <Link href={`/pricing?org=${encodeURIComponent(slug)}`} className="self-start text-sm font-medium text-blue-700 hover:underline dark:text-blue-400">
            {t("org.buy", { organization: org.organization.name })}
          </Link>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("org.membersSee")}</p>
        )}
        {subscriptions.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("org.noSubscriptions")}</p>
        ) : (
          subscriptions.map(({ subscription: s, productName }) => (
            <SubscriptionCard
              key={s.id}
              plans={plans.filter((p) => p.id !== s.productId)}
              canManage={org.canManage}
              subscription={subscriptionView(s, productName)}
            />
          ))
        )}
      </Card>
      {orders && (
        <Card title={t("ordersTitle")} id="org-orders">
          <OrdersTable
            initial={orders.orders.map(orderView)}
            next={orders.next}
            invoices={false}
            moreUrl={`/api/billing/orders?organizationId=${encodeURIComponent(org.organization.id)}`}
          />
        </Card>
      )}
    </div>
  );
}
