"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import type { Plan } from "@/lib/billing/model";
import { messageOr } from "@/lib/i18n/message-or";
import { formatMoney } from "./money";

export type PlanBuyFormProps = {
  plan: Plan;
  /** The organization bought for; none for the user's own purchase. */
  organizationId?: string;
};

/**
 * A plan card's purchase: the amount when the buyer chooses it, and the button that opens Polar's checkout
 * through its better-auth plugin (on success the browser is sent to the checkout page). The only part of a plan
 * card that runs in the browser.
 */
export function PlanBuyForm({ plan, organizationId }: PlanBuyFormProps) {
  const t = useTranslations("billing");
  // A pay-what-you-want price: the form asks for the amount.
  const custom = plan.prices.find((p) => p.kind === "custom");
  const format = useFormatter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const buy = async (form: FormData) => {
    let amount: number | undefined;
    if (custom) {
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
    <Form onData={buy} noValidate className="flex flex-col gap-3" aria-label={t("buyPlan", { plan: plan.name })}>
      {custom && (
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
        {pending ? t("redirecting") : plan.interval ? t("subscribe") : t("buy")}
      </Button>
    </Form>
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
