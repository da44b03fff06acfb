import { getTranslations } from "next-intl/server";
import { CheckoutProgress } from "@/components/billing/checkout-progress";
import { Card } from "@/components/ui/card";
import { requireSession } from "@/lib/signed-in";

type Props = { searchParams: Promise<{ checkout_id?: string }> };

/** Where the checkout page sends the buyer back: waits for Polar's confirmation to reach our tables. */
export default async function CheckoutSuccessPage({ searchParams }: Props) {
  const { checkout_id: checkoutId } = await searchParams;
  await requireSession();
  const t = await getTranslations("billing");
  return (
    <Card title={t("success.title")}>
      {checkoutId && /^[\w-]{1,100}$/.test(checkoutId) ? <CheckoutProgress checkoutId={checkoutId} /> : <p>{t("success.missing")}</p>}
    </Card>
  );
}
