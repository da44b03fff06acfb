"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  createBenefitAction,
  createCheckoutLinkAction,
  createDiscountAction,
  createProductAction,
  editProductAction,
} from "@/lib/billing/seller/actions";
import { DISCOUNT_DURATIONS, DISCOUNT_TYPES, INTERVALS, type DiscountInput } from "@/lib/billing/seller/model";
import { FormDialog } from "./form-dialog";
import { centsOf, CurrencyField, PriceFields, priceOf } from "./price-fields";

type Choice = { id: string; name: string };
const text = (data: FormData, key: string) => String(data.get(key) ?? "").trim();

/** Create a product (name, description, one-time or monthly/yearly, its price), or edit one (with its benefits). */
export function ProductDialog({
  meters,
  benefits,
  product,
}: {
  meters: Choice[];
  benefits: Choice[];
  product?: { id: string; name: string; description: string | null; benefitIds: string[] };
}) {
  const t = useTranslations("admin.catalogue");
  const editing = Boolean(product);
  return (
    <FormDialog
      trigger={editing ? t("edit") : t("newProduct")}
      triggerVariant={editing ? "ghost" : "primary"}
      title={editing ? t("editProduct") : t("newProduct")}
      description={editing ? t("editProductText") : t("newProductText")}
      submitLabel={editing ? t("save") : t("create")}
      done={editing ? t("productSaved") : t("productCreated")}
      submit={(data) => {
        const name = text(data, "name");
        if (!name) return t("nameRequired");
        const price = priceOf(data);
        if (price === "amountInvalid") return t("amountInvalid");
        const description = text(data, "description") || undefined;
        if (product) {
          const benefitIds = benefits.filter((b) => data.get(`benefit-${b.id}`) === "on").map((b) => b.id);
          return editProductAction({ productId: product.id, name, description, price: price ?? undefined, benefitIds });
        }
        if (!price) return t("amountInvalid");
        return createProductAction({ name, description, interval: String(data.get("interval")) as (typeof INTERVALS)[number], price });
      }}
    >
      <FormField label={t("name")}>
        <Input name="name" defaultValue={product?.name} maxLength={100} required />
      </FormField>
      <FormField label={t("descriptionField")}>
        <Textarea name="description" defaultValue={product?.description ?? ""} maxLength={1000} rows={2} />
      </FormField>
      {!editing && (
        <FormField label={t("interval")}>
          <NativeSelect name="interval" defaultValue="month">
            {INTERVALS.map((i) => (
              <option key={i} value={i}>
                {t(`intervals.${i}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <PriceFields meters={meters} optional={editing} />
      {product && benefits.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("benefits")}</legend>
          {benefits.map((b) => (
            <div key={b.id} className="flex items-center gap-2">
              <Checkbox id={`benefit-${product.id}-${b.id}`} name={`benefit-${b.id}`} defaultChecked={product.benefitIds.includes(b.id)} />
              <Label htmlFor={`benefit-${product.id}-${b.id}`}>{b.name}</Label>
            </div>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}

export function BenefitDialog() {
  const t = useTranslations("admin.catalogue");
  return (
    <FormDialog
      trigger={t("newBenefit")}
      title={t("newBenefit")}
      description={t("newBenefitText")}
      submitLabel={t("create")}
      done={t("benefitCreated")}
      submit={(data) => {
        const description = text(data, "description");
        if (description.length < 3 || description.length > 42) return t("benefitDescriptionRange");
        return createBenefitAction({ description, note: text(data, "note") || undefined });
      }}
    >
      <FormField label={t("benefitDescription")} description={t("benefitDescriptionText")}>
        <Input name="description" maxLength={42} required />
      </FormField>
      <FormField label={t("benefitNote")}>
        <Textarea name="note" maxLength={1000} rows={2} />
      </FormField>
    </FormDialog>
  );
}

export function DiscountDialog() {
  const t = useTranslations("admin.catalogue");
  const [type, setType] = useState<(typeof DISCOUNT_TYPES)[number]>("percentage");
  const [duration, setDuration] = useState<(typeof DISCOUNT_DURATIONS)[number]>("once");
  return (
    <FormDialog
      trigger={t("newDiscount")}
      title={t("newDiscount")}
      description={t("newDiscountText")}
      submitLabel={t("create")}
      done={t("discountCreated")}
      submit={(data) => {
        const name = text(data, "name");
        if (!name) return t("nameRequired");
        const code = text(data, "code");
        if (code && !/^[A-Za-z0-9_-]{3,32}$/.test(code)) return t("codeInvalid");
        const value = type === "percentage" ? Number(text(data, "value").replace(",", ".")) : centsOf(data.get("value"));
        if (!(value > 0) || (type === "percentage" && value > 100)) return t("valueInvalid");
        const months = duration === "repeating" ? Number(text(data, "months")) : undefined;
        if (months !== undefined && !(Number.isInteger(months) && months >= 1 && months <= 120)) return t("monthsInvalid");
        const max = text(data, "maxRedemptions");
        if (max && !(Number.isInteger(Number(max)) && Number(max) >= 1)) return t("limitInvalid");
        const input: DiscountInput = {
          name,
          code: code || undefined,
          type,
          value,
          currency: String(data.get("currency") ?? "usd") as DiscountInput["currency"],
          duration,
          months,
          maxRedemptions: max ? Number(max) : undefined,
        };
        return createDiscountAction(input);
      }}
    >
      <FormField label={t("name")}>
        <Input name="name" maxLength={100} required />
      </FormField>
      <FormField label={t("code")} description={t("codeText")}>
        <Input name="code" maxLength={32} autoCapitalize="characters" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("discountType")}>
          <NativeSelect name="type" value={type} onChange={(e) => setType(e.target.value as typeof type)}>
            {DISCOUNT_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`discountTypes.${d}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={type === "percentage" ? t("percent") : t("amount")}>
          <Input name="value" inputMode="decimal" required />
        </FormField>
        {type === "fixed" && <CurrencyField />}
        <FormField label={t("duration")}>
          <NativeSelect name="duration" value={duration} onChange={(e) => setDuration(e.target.value as typeof duration)}>
            {DISCOUNT_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`durations.${d}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {duration === "repeating" && (
          <FormField label={t("months")}>
            <Input name="months" inputMode="numeric" defaultValue="3" required />
          </FormField>
        )}
        <FormField label={t("maxRedemptions")} description={t("maxRedemptionsText")}>
          <Input name="maxRedemptions" inputMode="numeric" />
        </FormField>
      </div>
    </FormDialog>
  );
}

export function CheckoutLinkDialog({ products }: { products: Choice[] }) {
  const t = useTranslations("admin.catalogue");
  if (!products.length) return null;
  return (
    <FormDialog
      trigger={t("newLink")}
      title={t("newLink")}
      description={t("newLinkText")}
      submitLabel={t("create")}
      done={t("linkCreated")}
      submit={(data) => {
        const productIds = products.filter((p) => data.get(`product-${p.id}`) === "on").map((p) => p.id);
        if (!productIds.length) return t("chooseProduct");
        return createCheckoutLinkAction({
          productIds,
          label: text(data, "label") || undefined,
          allowDiscountCodes: data.get("allowDiscountCodes") === "on",
        });
      }}
    >
      <FormField label={t("label")}>
        <Input name="label" maxLength={100} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("products")}</legend>
        {products.map((p) => (
          <div key={p.id} className="flex items-center gap-2">
            <Checkbox id={`link-product-${p.id}`} name={`product-${p.id}`} />
            <Label htmlFor={`link-product-${p.id}`}>{p.name}</Label>
          </div>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox id="link-discount-codes" name="allowDiscountCodes" defaultChecked />
        <Label htmlFor="link-discount-codes">{t("allowDiscountCodes")}</Label>
      </div>
    </FormDialog>
  );
}
