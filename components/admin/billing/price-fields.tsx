"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field, NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "../fields";
import { CURRENCIES, PRICE_KINDS } from "@/lib/billing/seller/choices";
import type { PriceInput } from "@/lib/billing/seller/model";

/** A price's fields: its kind, and what that kind needs (an amount, a minimum, a meter and a unit price). */
export function PriceFields({ meters, optional = false }: { meters: { id: string; name: string }[]; optional?: boolean }) {
  const t = useTranslations("admin.catalogue");
  const [kind, setKind] = useState<string>(optional ? "" : "fixed");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t("priceKind")}
        name="kind"
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        choices={PRICE_KINDS.filter((k) => k !== "metered" || meters.length)}
        choiceLabel={(k) => t(`kinds.${k}`)}
      >
        {optional && <option value="">{t("keepPrice")}</option>}
      </SelectField>
      {kind && kind !== "free" && <CurrencyField />}
      {kind === "fixed" && <Field label={t("amount")} name="amount" inputMode="decimal" required />}
      {kind === "custom" && <Field label={t("minimum")} name="minimum" inputMode="decimal" defaultValue="0" />}
      {kind === "metered" && (
        <>
          <MeterField meters={meters} />
          <Field label={t("unitAmount")} hint={t("unitAmountText")} name="unitAmount" inputMode="decimal" required />
        </>
      )}
    </div>
  );
}

/** The price's or discount's currency, as a `currency` field. */
export function CurrencyField() {
  const t = useTranslations("admin.catalogue");
  return <SelectField label={t("currency")} name="currency" defaultValue="usd" choices={CURRENCIES} choiceLabel={(c) => c.toUpperCase()} />;
}

/** The meter a price or a credit counts on, as a `meterId` field (the first one unless chosen). */
export function MeterField({ meters }: { meters: { id: string; name: string }[] }) {
  const t = useTranslations("admin.catalogue");
  return (
    <FormField label={t("meter")}>
      <NativeSelect name="meterId" defaultValue={meters[0]?.id}>
        {meters.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Cents from what the operator typed ("12.50" or "12,50"); NaN for anything that is not an amount. */
export const centsOf = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "")
    .trim()
    .replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
};

/** The price the fields describe, or the message key of what is wrong with it; null when none was chosen. */
export function priceOf(data: FormData): PriceInput | "amountInvalid" | null {
  const kind = String(data.get("kind") ?? "") as PriceInput["kind"] | "";
  if (!kind) return null;
  const currency = (String(data.get("currency") ?? "usd") as PriceInput["currency"]) || "usd";
  if (kind === "fixed") {
    const amount = centsOf(data.get("amount"));
    return amount > 0 ? { kind, currency, amount } : "amountInvalid";
  }
  if (kind === "custom") {
    const minimum = centsOf(data.get("minimum") || "0");
    return Number.isNaN(minimum) ? "amountInvalid" : { kind, currency, minimum };
  }
  if (kind === "metered") {
    const unit = Number(String(data.get("unitAmount") ?? "").replace(",", "."));
    return Number.isFinite(unit) && unit >= 0 && String(data.get("unitAmount") ?? "").trim() !== ""
      ? { kind, currency, meterId: String(data.get("meterId")), unitAmount: unit }
      : "amountInvalid";
  }
  return { kind: "free", currency: "usd" };
}
