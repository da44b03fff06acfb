import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CheckoutProgress } from "@/components/billing/checkout-progress";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ReceiptText } from "lucide-react";

type Props = { searchParams: Promise<{ checkout_id?: string }> };

export async function generateMetadata() {
  const t = await getTranslations("billing.success");
  return { title: t("title") };
}

/** Where the checkout page sends the buyer back: waits until the purchase is in force in our tables. */
export default async function CheckoutSuccessPage({ searchParams }: Props) {
  const { checkout_id: checkoutId } = await searchParams;
  const t = await getTranslations("billing.success");
  const valid = checkoutId !== undefined && /^[\w-]{1,100}$/.test(checkoutId);
  return (
    <div className="flex w-full max-w-lg flex-col gap-6 py-6">
      <h1 className="text-center text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <Card contentClassName="py-8">
        {valid ? (
          <CheckoutProgress checkoutId={checkoutId} />
        ) : (
          <EmptyState
            icon={<ReceiptText />}
            title={t("missing")}
            action={
              <Button asChild variant="outline" size="sm">
                <Link href="/billing">{t("toBilling")}</Link>
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}
