"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { Plan, PlanPrice } from "@/lib/billing/model";
import { formatMoney } from "./money";

/** One price of a plan in words: every amount type of Polar, formatted for the user's language. */
export function PlanPriceText({ price, interval }: { price: PlanPrice; interval: Plan["interval"] }) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const money = (cents: number) => formatMoney(format, cents, price.currency);
  const per = interval ? ` ${t(interval === "month" ? "perMonth" : "perYear")}` : "";
  switch (price.kind) {
    case "free":
      return <span>{t("free")}</span>;
    case "fixed":
      return (
        <span>
          <span className="text-2xl font-semibold">{money(price.amount)}</span>
          {per}
        </span>
      );
    case "custom":
      return <span>{price.maximum === null ? t("payWhatYouWantFrom", { min: money(price.minimum) }) : t("payWhatYouWantBetween", { min: money(price.minimum), max: money(price.maximum) })}</span>;
    case "metered":
      return (
        <span>
          {t("metered", { unit: format.number(price.unitAmount / 100, { style: "currency", currency: price.currency.toUpperCase(), maximumFractionDigits: 4 }), meter: price.meterName })}
          {price.capAmount !== null && <> · {t("meteredCap", { cap: money(price.capAmount) })}</>}
        </span>
      );
  }
}
