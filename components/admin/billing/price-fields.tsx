"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CURRENCIES, PRICE_KINDS } from "@/lib/billing/seller/choices";
import type { PriceInput } from "@/lib/billing/seller/model";

/** A price's fields: its kind, and what that kind needs (an amount, a minimum, a meter and a unit price). */
export function PriceFields({ meters, optional = false }: { meters: { id: string; name: string }[]; optional?: boolean }) {
  const t = useTranslations("admin.catalogue");
  const [kind, setKind] = useState<string>(optional ? "" : "fixed");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("priceKind")}>
        <NativeSelect name="kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          {optional && <option value="">{t("keepPrice")}</option>}
          {PRICE_KINDS.filter((k) => k !== "metered" || meters.length).map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {kind && kind !== "free" && <CurrencyField />}
      {kind === "fixed" && (
        <FormField label={t("amount")}>
          <Input name="amount" inputMode="decimal" required />
        </FormField>
      )}
      {kind === "custom" && (
        <FormField label={t("minimum")}>
          <Input name="minimum" inputMode="decimal" defaultValue="0" />
        </FormField>
      )}
      {kind === "metered" && (
        <>
          <MeterField meters={meters} />
          <FormField label={t("unitAmount")} description={t("unitAmountText")}>
            <Input name="unitAmount" inputMode="decimal" required />
          </FormField>
        </>
      )}
    </div>
  );
}

/** The price's or discount's currency, as a `currency` field. */
export function CurrencyField() {
  const t = useTranslations("admin.catalogue");
  return (
    <FormField label={t("currency")}>
      <NativeSelect name="currency" defaultValue="usd">
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c.toUpperCase()}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
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
