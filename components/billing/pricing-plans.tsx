import { useTranslations } from "next-intl";
import type { Plan } from "@/lib/billing/model";
import { PlanCard, type PlanCardProps } from "./plan-card";
import { PlansByInterval } from "./plans-by-interval";

/** The row of plan cards and each card's slot: three across on a wide screen, two on a tablet, one on a phone. */
export const PLAN_ROW = "flex flex-wrap justify-center gap-6 pt-2";
export const PLAN_SLOT = "flex w-full md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]";

type Props = Omit<PlanCardProps, "plan" | "current"> & { plans: Plan[]; currentProductIds: string[] };

/**
 * Subscriptions with a monthly/yearly switch, then one-time purchases, each a centred row of plan cards. Drawn
 * on the server: the switch and the purchase forms are the page's only client code.
 */
export function PricingPlans({ plans, currentProductIds, ...cardProps }: Props) {
  const t = useTranslations("billing");
  const hasYearly = plans.some((p) => p.interval === "year");
  const list = (chosen: Plan[]) => (
    <ul className={PLAN_ROW}>
      {chosen.map((plan) => (
        <li key={plan.id} className={PLAN_SLOT}>
          <PlanCard plan={plan} current={currentProductIds.includes(plan.id)} {...cardProps} />
        </li>
      ))}
    </ul>
  );
  const monthly = list(plans.filter((p) => p.interval === "month"));
  const oneTime = plans.filter((p) => p.interval === null);
  const recurringHeading = (
    <h2 id="plans-recurring" className="text-xl font-semibold tracking-tight">
      {t("subscriptions")}
    </h2>
  );
  return (
    <div className="flex w-full flex-col gap-12">
      {plans.some((p) => p.interval !== null) && (
        <section aria-labelledby="plans-recurring" className="flex flex-col gap-6">
          {hasYearly ? (
            <PlansByInterval
              heading={recurringHeading}
              label={t("billingPeriod")}
              options={[
                { value: "month", label: t("monthly") },
                { value: "year", label: t("yearly") },
              ]}
              lists={{ month: monthly, year: list(plans.filter((p) => p.interval === "year")) }}
            />
          ) : (
            <>
              <div className="flex flex-col items-center gap-4 text-center">{recurringHeading}</div>
              {monthly}
            </>
          )}
        </section>
      )}
      {oneTime.length > 0 && (
        <section aria-labelledby="plans-one-time" className="flex flex-col gap-6">
          <div className="flex flex-col items-center gap-1 text-center">
            <h2 id="plans-one-time" className="text-xl font-semibold tracking-tight">
              {t("oneTimeTitle")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("oneTimeLead")}</p>
          </div>
          {list(oneTime)}
        </section>
      )}
    </div>
  );
}
