import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PricingOffer } from "@/components/billing/pricing-offer";
import { PricingSkeleton } from "@/components/billing/pricing-skeleton";

type Props = { searchParams: Promise<{ org?: string }> };

export async function generateMetadata() {
  const t = await getTranslations("billing");
  return { title: t("pricingTitle") };
}

/**
 * The seller's plans, from Polar, shown to anyone (signing in is asked for at the purchase). The heading is drawn
 * at once; the plans, which wait on the catalogue (cached, but fetched from Polar when the cache is cold or Polar is
 * slow) and on the buyer's subscriptions, stream in behind an outline of their cards.
 */
export default async function PricingPage({ searchParams }: Props) {
  const t = await getTranslations("billing");
  return (
    <div data-layout="wide" className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{t("pricingTitle")}</h1>
        <p className="text-pretty text-muted-foreground">{t("pricingLead")}</p>
      </header>
      <Suspense fallback={<PricingSkeleton />}>
        <PricingOffer searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
