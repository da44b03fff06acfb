import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CheckoutProgress } from "@/components/billing/checkout-progress";
import { PurchaseSummary } from "@/components/billing/purchase-summary";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { requireSession } from "@/lib/signed-in";
import { checkoutStatus } from "@/lib/billing/entitlements";
import { checkoutOf, checkoutSummary } from "@/lib/billing/queries";
import { listUserOrganizations, organizationById } from "@/lib/organization/queries";
import { ReceiptText } from "lucide-react";

type Props = { searchParams: Promise<{ checkout_id?: string }> };

export async function generateMetadata() {
  const t = await getTranslations("billing.success");
  return { title: t("title") };
}

/**
 * Where the checkout page sends the buyer back: waits until the purchase is in force in our tables, then says
 * what was bought and for whom, and leads to the billing page of whoever it was for.
 */
export default async function CheckoutSuccessPage({ searchParams }: Props) {
  const { checkout_id: checkoutId } = await searchParams;
  const t = await getTranslations("billing");
  const valid = checkoutId !== undefined && /^[\w-]{1,100}$/.test(checkoutId);
  return (
    <div className="flex w-full max-w-lg flex-col gap-6 py-6">
      <h1 className="text-center text-2xl font-semibold tracking-tight">{t("success.title")}</h1>
      <Card contentClassName="py-8">
        {valid ? (
          <Progress checkoutId={checkoutId} personal={t("personalAccount")} />
        ) : (
          <EmptyState
            icon={<ReceiptText />}
            title={t("success.missing")}
            action={
              <Button asChild variant="outline" size="sm">
                <Link href="/billing">{t("success.toBilling")}</Link>
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}

async function Progress({ checkoutId, personal }: { checkoutId: string; personal: string }) {
  const session = await requireSession();
  // Summed up once the purchase is in force: its product (and the product's benefits) arrive with the
  // subscription's or order's webhook, which may come after the checkout's own. Until then the progress
  // renders the page again when it turns ready.
  const checkout = await checkoutOf(session.user.id, checkoutId);
  const ready = checkout !== null && (await checkoutStatus(session.user.id, checkout)) === "ready";
  const summary = ready ? await checkoutSummary(session.user.id, checkout) : null;
  const [organization, memberships] = summary?.organizationId
    ? await Promise.all([organizationById(summary.organizationId), listUserOrganizations(session.user.id)])
    : [null, []];
  // The organization's own billing page, while the buyer is still one of its members.
  const member = organization && memberships.some((o) => o.id === organization.id);
  return (
    <CheckoutProgress
      checkoutId={checkoutId}
      billingHref={member ? `/orgs/${organization.slug}/billing` : "/billing"}
      summary={summary ? <PurchaseSummary summary={summary} buyer={organization?.name ?? personal} /> : undefined}
    />
  );
}
