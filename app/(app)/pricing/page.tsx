import { getTranslations } from "next-intl/server";
import { BillingNotice } from "@/components/billing/billing-notice";
import { PricingPlans } from "@/components/billing/pricing-plans";
import { getServerSession } from "@/lib/auth/session";
import { loadCatalog } from "@/lib/billing/catalog";
import { customerOf, subscriptionsOf } from "@/lib/billing/queries";

/** The seller's plans, from Polar; the signed-in user's current plans are marked. */
export default async function PricingPage() {
  const [t, session, catalog] = await Promise.all([getTranslations("billing"), getServerSession(), loadCatalog()]);
  let current: string[] = [];
  if (session) {
    const customer = await customerOf(session.user.id);
    if (customer) {
      const subs = await subscriptionsOf(customer.id);
      current = subs.filter((s) => s.subscription.status === "active" || s.subscription.status === "trialing").map((s) => s.subscription.productId);
    }
  }
  return (
    <div className="flex w-full flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t("pricingTitle")}</h1>
      {catalog.status === "ok" ? (
        catalog.plans.length ? (
          <PricingPlans plans={catalog.plans} currentProductIds={current} signedIn={Boolean(session)} />
        ) : (
          <p>{t("noPlans")}</p>
        )
      ) : (
        <BillingNotice status={catalog.status} retryHref="/pricing" />
      )}
    </div>
  );
}
