import { getTranslations } from "next-intl/server";
import { BillingNotice } from "@/components/billing/billing-notice";
import { PricingPlans } from "@/components/billing/pricing-plans";
import { getServerSession } from "@/lib/auth/session";
import { loadCatalog } from "@/lib/billing/catalog";
import { isLive } from "@/lib/billing/model";
import { customerOf, organizationSubscriptions, subscriptionsOf } from "@/lib/billing/queries";
import { membershipBySlug } from "@/lib/organization/queries";
import { managesOrganization } from "@/lib/organization/roles";

type Props = { searchParams: Promise<{ org?: string }> };

const live = (rows: { subscription: { status: string; productId: string } }[]) =>
  rows.filter((s) => isLive(s.subscription.status)).map((s) => s.subscription.productId);

/**
 * The seller's plans, from Polar, shown to anyone (signing in is asked for at the purchase). With ?org=<slug>,
 * an owner or admin buys for that organization; the current plans marked are then the organization's,
 * otherwise the signed-in user's own.
 */
export default async function PricingPage({ searchParams }: Props) {
  const { org: slug } = await searchParams;
  const [t, session, catalog] = await Promise.all([getTranslations("billing"), getServerSession(), loadCatalog()]);
  const membership = session && slug ? await membershipBySlug(session.user.id, slug) : null;
  const buyingFor = membership && managesOrganization(membership.role) ? membership.organization : null;
  let current: string[] = [];
  if (buyingFor) current = live(await organizationSubscriptions(buyingFor.id));
  else if (session) {
    const customer = await customerOf(session.user.id);
    if (customer) current = live(await subscriptionsOf(customer.id, session.user.id));
  }
  return (
    <div className="flex w-full flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t("pricingTitle")}</h1>
      {buyingFor && <p className="text-sm">{t("org.buyingFor", { organization: buyingFor.name })}</p>}
      {catalog.status === "ok" ? (
        catalog.plans.length ? (
          <PricingPlans plans={catalog.plans} currentProductIds={current} signedIn={Boolean(session)} organizationId={buyingFor?.id} />
        ) : (
          <p>{t("noPlans")}</p>
        )
      ) : (
        <BillingNotice status={catalog.status} retryHref={slug ? `/pricing?org=${encodeURIComponent(slug)}` : "/pricing"} />
      )}
    </div>
  );
}
