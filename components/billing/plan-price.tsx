import { useFormatter, useTranslations } from "next-intl";
import type { Plan, PlanPrice } from "@/lib/billing/model";
import { formatMoney } from "./money";

/**
 * A plan's price as a pricing page shows it: the headline amount large with its period beside it, then any
 * further terms (usage-based units and their cap, pay-what-you-want bounds) in a line of smaller text.
 */
export function PlanPriceBlock({ plan }: { plan: Plan }) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const money = (cents: number, currency: string) => formatMoney(format, cents, currency);
  const headline = plan.prices.find((p) => p.kind !== "metered") ?? plan.prices[0];
  const terms = plan.prices.filter((p) => p !== headline).map((p) => <PriceTerms key={p.id} price={p} />);
  const period = plan.interval ? t(plan.interval === "month" ? "perMonth" : "perYear") : t("oneTime");

  let amount: string;
  switch (headline.kind) {
    case "free":
      amount = money(0, headline.currency);
      break;
    case "fixed":
      amount = money(headline.amount, headline.currency);
      break;
    case "custom":
      amount = money(headline.minimum, headline.currency);
      break;
    case "metered":
      amount = money(0, headline.currency);
      break;
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-semibold tracking-tight tabular-nums">{amount}</span>
        <span className="text-sm text-muted-foreground">{period}</span>
      </p>
      {headline.kind === "custom" && (
        <p className="text-sm text-muted-foreground">
          <PriceTerms price={headline} />
        </p>
      )}
      {terms.length > 0 && <p className="text-sm text-muted-foreground">{terms}</p>}
    </div>
  );
}

/** The words for a price's terms beyond its headline amount. */
function PriceTerms({ price }: { price: PlanPrice }) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const money = (cents: number) => formatMoney(format, cents, price.currency);
  switch (price.kind) {
    case "custom":
      return (
        <>
          {price.maximum === null
            ? t("payWhatYouWantFrom", { min: money(price.minimum) })
            : t("payWhatYouWantBetween", { min: money(price.minimum), max: money(price.maximum) })}
        </>
      );
    case "metered":
      return (
        <>
          {t("metered", {
            unit: format.number(price.unitAmount / 100, {
              style: "currency",
              currency: price.currency.toUpperCase(),
              maximumFractionDigits: 4,
            }),
            meter: price.meterName,
          })}
          {price.capAmount !== null && <> · {t("meteredCap", { cap: money(price.capAmount) })}</>}
        </>
      );
    default:
      return null;
  }
}
