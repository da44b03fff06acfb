"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { Plan } from "@/lib/billing/model";
import { billingClient, billingErrorCode } from "@/lib/billing/client";
import { PlanPriceText } from "./plan-price";
import { messageOr } from "@/lib/i18n/message-or";

/** A plan with its prices, benefits and a buy button (an amount field for pay-what-you-want). */
export function PlanCard({ plan, current, signedIn, organizationId }: { plan: Plan; current: boolean; signedIn: boolean; organizationId?: string }) {
  const t = useTranslations("billing");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const custom = plan.prices.find((p) => p.kind === "custom");

  // Polar's checkout through its better-auth plugin; on success the browser is sent to the checkout page.
  const buy = async (form: FormData) => {
    const amount = custom ? centsOf(form.get("amount")) : undefined;
    if (amount === null) return setError("INVALID_AMOUNT");
    setPending(true);
    const extra = amount === undefined ? {} : { amount }; // ours: the plugin's own body has no amount
    const result = await billingClient.checkout({ products: [plan.id], ...(organizationId ? { referenceId: organizationId } : {}), ...extra });
    if (result.error) {
      setError(billingErrorCode(result.error));
      setPending(false);
    }
  };
  return (
    <article aria-label={plan.name} className={`flex h-full flex-col gap-3 rounded-lg border p-5 ${current ? "border-blue-600" : "border-zinc-200 dark:border-zinc-800"} bg-white dark:bg-zinc-900`}>
      <header className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{plan.name}</h2>
        {current && <span className="rounded bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-950 dark:text-blue-200">{t("currentPlan")}</span>}
      </header>
      {plan.description && <p className="text-sm text-zinc-600 dark:text-zinc-400">{plan.description}</p>}
      <ul className="flex flex-col gap-1 text-sm">
        {plan.prices.map((price) => (
          <li key={price.id}>
            <PlanPriceText price={price} interval={plan.interval} />
          </li>
        ))}
      </ul>
      {plan.benefits.length > 0 && (
        <ul className="list-inside list-disc text-sm text-zinc-700 dark:text-zinc-300">
          {plan.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-col gap-2">
        {error && <Alert tone="error">{messageOr(t, `errors.${error}`, t("errors.generic"))}</Alert>}
        {!signedIn ? (
          <Link href="/sign-in?next=/pricing" className="text-center text-sm font-medium text-blue-700 hover:underline dark:text-blue-400">
            {t("signInToBuy")}
          </Link>
        ) : current ? null : (
          <form action={buy} className="flex flex-col gap-2">
            {custom?.kind === "custom" && (
              <Field
                label={t("yourAmount")}
                name="amount"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={custom.minimum / 100}
                max={custom.maximum === null ? undefined : custom.maximum / 100}
                defaultValue={((custom.preset ?? custom.minimum) / 100).toFixed(2)}
                required
              />
            )}
            <Button type="submit" disabled={pending}>
              {pending ? t("redirecting") : plan.interval ? t("subscribe") : t("buy")}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}

/** Whole currency units with up to two decimals, as typed, in cents; null when it is not such an amount. */
function centsOf(value: FormDataEntryValue | null): number | null {
  const text = typeof value === "string" ? value.trim() : "";
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;
}
