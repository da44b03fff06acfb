"use client";
import { Check } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Separator } from "@/components/ui/separator";
import type { Plan } from "@/lib/billing/model";
import { messageOr } from "@/lib/i18n/message-or";
import { formatMoney } from "./money";
import { PlanPriceBlock } from "./plan-price";
import { StatusBadge } from "./status-badge";

export type PlanCardProps = {
  plan: Plan;
  current: boolean;
  /** Where a signed-out visitor signs in; null when signed in. */
  signInHref: string | null;
  /** The organization bought for; none for the user's own purchase. */
  organizationId?: string;
  /** Why buying here is not possible (a member who does not manage the organization), if it is not. */
  blockedReason?: string;
};

/** A plan as a pricing page shows it: name, what it is, the price, the buy button and what it includes. */
export function PlanCard({ plan, current, signInHref, organizationId, blockedReason }: PlanCardProps) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const custom = plan.prices.find((p) => p.kind === "custom");
  const action = plan.interval ? t("subscribe") : t("buy");

  // Polar's checkout through its better-auth plugin; on success the browser is sent to the checkout page.
  const buy = async (form: FormData) => {
    let amount: number | undefined;
    if (custom?.kind === "custom") {
      const cents = centsOf(form.get("amount"));
      if (cents === null || cents < custom.minimum || (custom.maximum !== null && cents > custom.maximum)) {
        const money = (c: number) => formatMoney(format, c, custom.currency);
        return setError(
          custom.maximum === null
            ? t("amountFrom", { min: money(custom.minimum) })
            : t("amountBetween", { min: money(custom.minimum), max: money(custom.maximum) }),
        );
      }
      amount = cents;
    }
    setError(null);
    setPending(true);
    const extra = amount === undefined ? {} : { amount }; // ours: the plugin's own body has no amount
    // The Polar client (better-auth's client and its plugin) loads on the first checkout, not with the page.
    const { billingClient, billingErrorCode } = await import("@/lib/billing/client");
    const result = await billingClient.checkout({
      products: [plan.id],
      ...(organizationId ? { referenceId: organizationId } : {}),
      ...extra,
    });
    if (result.error) {
      setError(messageOr(t, `errors.${billingErrorCode(result.error)}`, t("errors.generic")));
      setPending(false);
    }
  };

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
            <Link href={signInHref}>{t("signInToBuy")}</Link>
          </Button>
        ) : current ? (
          <Button variant="outline" className="w-full" disabled>
            {t("currentPlan")}
          </Button>
        ) : blockedReason ? (
          <p className="text-sm text-muted-foreground">{blockedReason}</p>
        ) : (
          <Form onData={buy} noValidate className="flex flex-col gap-3" aria-label={t("buyPlan", { plan: plan.name })}>
            {custom?.kind === "custom" && (
              <Field
                label={t("yourAmount")}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={typedAmount(format, custom.preset ?? custom.minimum)}
                error={error ?? undefined}
                aria-invalid={error ? true : undefined}
              />
            )}
            {error && !custom && <Alert tone="error">{error}</Alert>}
            <Button type="submit" variant={plan.recommended ? "primary" : "outline"} className="w-full" pending={pending}>
              {pending ? t("redirecting") : action}
            </Button>
          </Form>
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

/** An amount as the visitor would type it: "15", or "15,50" in their language's decimal mark, never "15.00". */
function typedAmount(format: ReturnType<typeof useFormatter>, cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return format.number(cents / 100, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
}

/** Whole currency units with up to two decimals, as typed (a comma counts as the decimal point), in cents. */
function centsOf(value: FormDataEntryValue | null): number | null {
  const text = typeof value === "string" ? value.trim().replace(",", ".") : "";
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;
}
