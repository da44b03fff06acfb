"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Plan } from "@/lib/billing/model";
import { PlanCard } from "./plan-card";

type Props = { plans: Plan[]; currentProductIds: string[]; signedIn: boolean; organizationId?: string };

/** The plans with a monthly/yearly switch; one-time products show under either. */
export function PricingPlans({ plans, currentProductIds, signedIn, organizationId }: Props) {
  const t = useTranslations("billing");
  const hasYearly = plans.some((p) => p.interval === "year");
  const [interval, setInterval] = useState<"month" | "year">("month");
  const shown = plans.filter((p) => p.interval === null || p.interval === interval);
  return (
    <div className="flex w-full flex-col gap-4">
      {hasYearly && (
        <div role="radiogroup" aria-label={t("billingPeriod")} className="inline-flex self-center rounded-md border border-zinc-300 p-1 dark:border-zinc-700">
          {(["month", "year"] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={interval === value}
              onClick={() => setInterval(value)}
              className={`rounded px-3 py-1 text-sm ${interval === value ? "bg-blue-600 text-white" : ""}`}
            >
              {t(value === "month" ? "monthly" : "yearly")}
            </button>
          ))}
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {shown.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} current={currentProductIds.includes(plan.id)} signedIn={signedIn} organizationId={organizationId} />
          </li>
        ))}
      </ul>
    </div>
  );
}
