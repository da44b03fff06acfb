"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { formatMoney } from "@/components/billing/money";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { NativeSelect } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { refundOrderAction } from "@/lib/billing/seller/actions";
import { REFUND_REASONS } from "@/lib/billing/seller/choices";

/**
 * A full or partial refund of an order: the amount (the whole refundable amount unless changed), a reason, a
 * comment and whether to revoke the benefits. The refund is made in Polar; the order's refunded amount and
 * status come back by webhook.
 */
export function RefundForm({ orderId, refundable, currency }: { orderId: string; refundable: number; currency: string }) {
  const t = useTranslations("admin.orders");
  const format = useFormatter();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const submit = (form: FormData) => {
    const amount = Math.round(Number(String(form.get("amount")).replace(",", ".")) * 100);
    if (!Number.isFinite(amount) || amount < 1 || amount > refundable) {
      return setAmountError(t("amountRange", { max: formatMoney(format, refundable, currency, { exact: true }) }));
    }
    setAmountError(null);
    start(async () => {
      const result = await refundOrderAction({
        orderId,
        amount,
        reason: String(form.get("reason")) as (typeof REFUND_REASONS)[number],
        comment: String(form.get("comment") ?? ""),
        revokeBenefits: form.get("revokeBenefits") === "on",
      });
      if (!result.ok) return setError(result.message);
      setError(null);
      const { toast } = await import("@/components/ui/toaster");
      toast.success(t("refunded"));
      router.refresh();
    });
  };
  return (
    <Form onData={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t("refundTitle")}>
      <FormField
        label={t("amount", { currency: currency.toUpperCase() })}
        error={amountError}
        description={t("refundableText", { amount: formatMoney(format, refundable, currency, { exact: true }) })}
      >
        <Input name="amount" inputMode="decimal" defaultValue={(refundable / 100).toFixed(2)} required />
      </FormField>
      <FormField label={t("reason")}>
        <NativeSelect name="reason" defaultValue="customer_request">
          {REFUND_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("comment")} className="sm:col-span-2">
        <Textarea name="comment" maxLength={500} rows={2} />
      </FormField>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox id="revoke-benefits" name="revokeBenefits" />
        <Label htmlFor="revoke-benefits">{t("revokeBenefits")}</Label>
      </div>
      {error && (
        <div className="sm:col-span-2">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" variant="danger" pending={pending}>
          {t("refund")}
        </Button>
      </div>
    </Form>
  );
}
