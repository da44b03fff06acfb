"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
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
  updateCheckoutLinkAction,
} from "@/lib/billing/seller/actions";
import { BENEFIT_TYPES, DISCOUNT_DURATIONS, DISCOUNT_TYPES, INTERVALS, LICENSE_TIMEFRAMES } from "@/lib/billing/seller/choices";
import type { BenefitInput, DiscountInput } from "@/lib/billing/seller/model";
import { ConsoleFormDialog } from "../form-dialog";
import { centsOf, CurrencyField, MeterField, PriceFields, priceOf } from "./price-fields";

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
    <ConsoleFormDialog
      noValidate
      cancel={false}
      errorFirst={false}
      trigger={
        <Button variant={editing ? "ghost" : "primary"} size="sm">
          {editing ? t("edit") : t("newProduct")}
        </Button>
      }
      title={editing ? t("editProduct") : t("newProduct")}
      formLabel={editing ? t("editProduct") : t("newProduct")}
      description={editing ? t("editProductText") : t("newProductText")}
      submitLabel={editing ? t("save") : t("create")}
      done={editing ? t("productSaved") : t("productCreated")}
      run={(data) => {
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
    </ConsoleFormDialog>
  );
}

/** A whole number from 1 to `max` typed in a field; "" when the field is empty, null when it holds anything else. */
function wholeNumber(data: FormData, key: string, max: number): number | "" | null {
  const raw = text(data, key);
  if (!raw) return "";
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

const INT_MAX = 2_147_483_647;
const LICENSE_PREFIX = /^[A-Za-z0-9_-]{1,16}$/;
type BenefitType = (typeof BENEFIT_TYPES)[number];

/** A new benefit of one of the types the console creates, with the fields of that type. */
export function BenefitDialog({ meters }: { meters: Choice[] }) {
  const t = useTranslations("admin.catalogue");
  const [type, setType] = useState<BenefitType>("custom");
  const [activations, setActivations] = useState(false);

  /** The benefit the form describes, or the sentence saying what to correct. */
  function benefitOf(data: FormData): BenefitInput | string {
    const description = text(data, "description");
    if (description.length < 3 || description.length > 42) return t("benefitDescriptionRange");
    switch (type) {
      case "custom":
        return { type, description, note: text(data, "note") || undefined };
      case "feature_flag":
        return { type, description };
      case "meter_credit": {
        const meterId = text(data, "meterId");
        if (!meterId) return t("chooseMeter");
        const units = wholeNumber(data, "units", INT_MAX);
        if (!units) return t("numberInvalid", { max: INT_MAX });
        return { type, description, meterId, units, rollover: data.get("rollover") === "on" };
      }
      case "license_keys": {
        const prefix = text(data, "prefix");
        if (prefix && !LICENSE_PREFIX.test(prefix)) return t("prefixInvalid");
        const ttl = wholeNumber(data, "ttl", 1000);
        const limit = activations ? wholeNumber(data, "activationLimit", 1000) : "";
        const usage = wholeNumber(data, "limitUsage", INT_MAX);
        if (ttl === null || limit === null || (activations && limit === "")) return t("numberInvalid", { max: 1000 });
        if (usage === null) return t("numberInvalid", { max: INT_MAX });
        return {
          type,
          description,
          prefix: prefix || undefined,
          expires: ttl ? { ttl, timeframe: String(data.get("timeframe")) as (typeof LICENSE_TIMEFRAMES)[number] } : undefined,
          activations: limit ? { limit, enableCustomerAdmin: data.get("customerAdmin") === "on" } : undefined,
          limitUsage: usage || undefined,
        };
      }
    }
  }

  return (
    <ConsoleFormDialog
      noValidate
      cancel={false}
      errorFirst={false}
      trigger={
        <Button variant="outline" size="sm">
          {t("newBenefit")}
        </Button>
      }
      title={t("newBenefit")}
      formLabel={t("newBenefit")}
      description={t("newBenefitText")}
      submitLabel={t("create")}
      done={t("benefitCreated")}
      run={(data) => {
        const benefit = benefitOf(data);
        return typeof benefit === "string" ? benefit : createBenefitAction(benefit);
      }}
    >
      <FormField label={t("benefitType")} description={t(`benefitTypeText.${type}`)}>
        <NativeSelect name="type" value={type} onChange={(e) => setType(e.target.value as BenefitType)}>
          {BENEFIT_TYPES.map((b) => (
            <option key={b} value={b}>
              {t(`benefitTypes.${b}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("benefitDescription")} description={t("benefitDescriptionText")}>
        <Input name="description" maxLength={42} required />
      </FormField>
      {type === "custom" && (
        <FormField label={t("benefitNote")}>
          <Textarea name="note" maxLength={1000} rows={2} />
        </FormField>
      )}
      {type === "meter_credit" &&
        (meters.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noMeters")}</p>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <MeterField meters={meters} />
              <FormField label={t("units")} description={t("unitsText")}>
                <Input name="units" inputMode="numeric" required />
              </FormField>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id="benefit-rollover" name="rollover" />
              <Label htmlFor="benefit-rollover">{t("rollover")}</Label>
            </div>
          </>
        ))}
      {type === "license_keys" && (
        <>
          <FormField label={t("licensePrefix")} description={t("licensePrefixText")}>
            <Input name="prefix" maxLength={16} autoCapitalize="characters" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("licenseExpires")} description={t("licenseExpiresText")}>
              <Input name="ttl" inputMode="numeric" />
            </FormField>
            <FormField label={t("timeframe")}>
              <NativeSelect name="timeframe" defaultValue="year">
                {LICENSE_TIMEFRAMES.map((f) => (
                  <option key={f} value={f}>
                    {t(`timeframes.${f}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="benefit-activations" checked={activations} onChange={(e) => setActivations(e.target.checked)} />
            <Label htmlFor="benefit-activations">{t("activations")}</Label>
          </div>
          {activations && (
            <>
              <FormField label={t("activationLimit")}>
                <Input name="activationLimit" inputMode="numeric" defaultValue="1" required />
              </FormField>
              <div className="flex items-center gap-2">
                <Checkbox id="benefit-customer-admin" name="customerAdmin" defaultChecked />
                <Label htmlFor="benefit-customer-admin">{t("customerAdmin")}</Label>
              </div>
            </>
          )}
          <FormField label={t("usageLimit")} description={t("usageLimitText")}>
            <Input name="limitUsage" inputMode="numeric" />
          </FormField>
        </>
      )}
    </ConsoleFormDialog>
  );
}

export function DiscountDialog() {
  const t = useTranslations("admin.catalogue");
  const [type, setType] = useState<(typeof DISCOUNT_TYPES)[number]>("percentage");
  const [duration, setDuration] = useState<(typeof DISCOUNT_DURATIONS)[number]>("once");
  return (
    <ConsoleFormDialog
      noValidate
      cancel={false}
      errorFirst={false}
      trigger={
        <Button variant="outline" size="sm">
          {t("newDiscount")}
        </Button>
      }
      title={t("newDiscount")}
      formLabel={t("newDiscount")}
      description={t("newDiscountText")}
      submitLabel={t("create")}
      done={t("discountCreated")}
      run={(data) => {
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
    </ConsoleFormDialog>
  );
}

type LinkShown = { id: string; label: string | null; productIds: string[]; allowDiscountCodes: boolean; successUrl: string | null };

/** A success URL as Polar takes one: an http(s) address of at most 2083 characters. */
function isHttpUrl(value: string) {
  if (value.length > 2083) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Create a checkout link, or edit one (its products, label, discount codes and success URL). */
export function CheckoutLinkDialog({ products, link }: { products: Choice[]; link?: LinkShown }) {
  const t = useTranslations("admin.catalogue");
  if (!products.length) return null;
  const key = link ? `${link.id}-` : "";
  return (
    <ConsoleFormDialog
      noValidate
      cancel={false}
      errorFirst={false}
      trigger={
        <Button variant={link ? "ghost" : "outline"} size="sm">
          {link ? t("edit") : t("newLink")}
        </Button>
      }
      title={link ? t("editLink") : t("newLink")}
      formLabel={link ? t("editLink") : t("newLink")}
      description={link ? t("editLinkText") : t("newLinkText")}
      submitLabel={link ? t("save") : t("create")}
      done={link ? t("linkSaved") : t("linkCreated")}
      run={(data) => {
        const productIds = products.filter((p) => data.get(`product-${p.id}`) === "on").map((p) => p.id);
        if (!productIds.length) return t("chooseProduct");
        const successUrl = text(data, "successUrl");
        if (successUrl && !isHttpUrl(successUrl)) return t("urlInvalid");
        const fields = {
          productIds,
          label: text(data, "label") || undefined,
          allowDiscountCodes: data.get("allowDiscountCodes") === "on",
          successUrl: successUrl || undefined,
        };
        return link ? updateCheckoutLinkAction({ linkId: link.id, ...fields }) : createCheckoutLinkAction(fields);
      }}
    >
      <FormField label={t("label")}>
        <Input name="label" maxLength={100} defaultValue={link?.label ?? ""} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("products")}</legend>
        {products.map((p) => (
          <div key={p.id} className="flex items-center gap-2">
            <Checkbox id={`link-product-${key}${p.id}`} name={`product-${p.id}`} defaultChecked={link?.productIds.includes(p.id)} />
            <Label htmlFor={`link-product-${key}${p.id}`}>{p.name}</Label>
          </div>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox id={`link-discount-codes-${key}`} name="allowDiscountCodes" defaultChecked={link?.allowDiscountCodes ?? true} />
        <Label htmlFor={`link-discount-codes-${key}`}>{t("allowDiscountCodes")}</Label>
      </div>
      <FormField label={t("successUrl")} description={t("successUrlText")}>
        <Input name="successUrl" type="url" inputMode="url" maxLength={2083} defaultValue={link?.successUrl ?? ""} />
      </FormField>
    </ConsoleFormDialog>
  );
}
