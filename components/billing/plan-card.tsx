import { Check } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Separator } from "@/components/ui/separator";
import type { Plan } from "@/lib/billing/model";
import { PlanBuyForm } from "./plan-buy-form";
import { PlanPriceBlock } from "./plan-price";
import { StatusBadge } from "./status-badge";
import { SwitchPlanButton, type SwitchFrom } from "./switch-plan-button";

export type PlanCardProps = {
  plan: Plan;
  current: boolean;
  /** Where a signed-out visitor signs in; null when signed in. */
  signInHref: string | null;
  /** The organization bought for; none for the user's own purchase. */
  organizationId?: string;
  /** Why buying here is not possible (a member who does not manage the organization), if it is not. */
  blockedReason?: string;
  /** The buyer's one live subscription: another recurring plan is switched to instead of bought beside it. */
  switchFrom?: SwitchFrom;
};

/**
 * A plan as a pricing page shows it: name, what it is, the price, the buy button and what it includes. Drawn on
 * the server; only the purchase form (plan-buy-form.tsx) runs in the browser.
 */
export function PlanCard({ plan, current, signInHref, organizationId, blockedReason, switchFrom }: PlanCardProps) {
  const t = useTranslations("billing");
  return (
    <article
      aria-label={plan.name}
      className={cx(
        "relative flex h-full w-full flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground",
        plan.recommended ? "border-primary shadow-md ring-1 ring-primary" : "shadow-xs",
      )}
    >
      {plan.recommended && (
        <Badge variant="primary" className="absolute -top-2.5 left-6">
          {t("recommended")}
        </Badge>
      )}
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold tracking-tight">{plan.name}</h3>
          {current && <StatusBadge tone="success">{t("currentPlan")}</StatusBadge>}
        </div>
        {plan.description && <p className="text-sm text-pretty text-muted-foreground">{plan.description}</p>}
      </div>
      <PlanPriceBlock plan={plan} />
      <div className="flex flex-col gap-3">
        {signInHref ? (
          <Button asChild variant={plan.recommended ? "primary" : "outline"} className="w-full">
            <AppLink href={signInHref}>{t("signInToBuy")}</AppLink>
          </Button>
        ) : current ? (
          <Button variant="outline" className="w-full" disabled>
            {t("currentPlan")}
          </Button>
        ) : blockedReason ? (
          <p className="text-sm text-muted-foreground">{blockedReason}</p>
        ) : switchFrom && plan.interval ? (
          <SwitchPlanButton from={switchFrom} productId={plan.id} planName={plan.name} recommended={plan.recommended} />
        ) : (
          <PlanBuyForm plan={plan} organizationId={organizationId} />
        )}
      </div>
      {plan.benefits.length > 0 && (
        <>
          <Separator />
          <div className="flex flex-col gap-3">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t("included")}</p>
            <ul className="flex flex-col gap-2 text-sm">
              {plan.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </article>
  );
}
