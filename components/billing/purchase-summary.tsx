import { Check } from "lucide-react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Separator } from "@/components/ui/separator";
import { benefitName } from "@/lib/billing/entitlements";
import { localized } from "@/lib/billing/plan-text";
import type { checkoutSummary } from "@/lib/billing/queries";
import { formatMoney } from "./money";

type Summary = NonNullable<Awaited<ReturnType<typeof checkoutSummary>>>;

/**
 * What the buyer just paid for, under the confirmation: the plan in their language, whom it is for, what it
 * cost (per period for a subscription) and what it includes — so the page says more than "thank you".
 */
export async function PurchaseSummary({ summary, buyer }: { summary: Summary; buyer: string }) {
  const [t, format, locale] = await Promise.all([getTranslations("billing"), getFormatter(), getLocale()]);
  const { checkout, product, recurring, benefits } = summary;
  const period = { month: t("perMonth"), year: t("perYear") }[product?.recurringInterval ?? ""];
  const paid = formatMoney(format, checkout.totalAmount, checkout.currency);
  // A subscription is summed up by what it costs each period; a discounted first payment is said beside it.
  const each = recurring ?? { amount: checkout.totalAmount, currency: checkout.currency };
  const rows = [
    product && { label: t("orders.product"), value: localized(product.metadata, "name", locale, product.name) },
    { label: t("success.buyer"), value: buyer },
    { label: t("orders.amount"), value: period ? `${formatMoney(format, each.amount, each.currency)} ${period}` : paid },
    period && each.amount !== checkout.totalAmount && { label: t("success.paidToday"), value: paid },
  ].filter((row) => !!row);

  return (
    <section aria-labelledby="purchase-summary-title" className="flex w-full flex-col gap-4 text-left">
      <Separator />
      <h2 id="purchase-summary-title" className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t("success.summary")}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="text-right font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
      {benefits.length > 0 && (
        <ul aria-label={t("included")} className="flex flex-col gap-2 text-sm">
          {benefits.map((benefit) => (
            <li key={benefit.id} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{benefitName(benefit, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
