"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
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
import type { ActionResult } from "@/lib/action";
import { ConsoleFormDialog } from "../form-dialog";
import { CheckField, checkedIds, CheckList, SelectField } from "../fields";
import { centsOf, CurrencyField, MeterField, PriceFields, priceOf } from "./price-fields";

type Choice = { id: string; name: string };
const text = (data: FormData, key: string) => String(data.get(key) ?? "").trim();

const lower = <K extends string>(kind: K) => kind.toLowerCase() as Lowercase<K>;

/** What a catalogue dialog is for: a new product, benefit, discount or checkout link, or editing a product or a link. */
type Purpose = { kind: "Product" | "Link"; editing: boolean } | { kind: "Benefit" | "Discount"; editing?: false };

/**
 * A catalogue form in the console's dialog: its trigger (`variant`, "outline" unless editing, then "ghost"), title,
 * description, submit label and toast named after its purpose; the form checks its fields itself (`run` answers a
 * sentence to show, or the action's call), the refusal under the fields, no Cancel button.
 */
function CatalogueDialog({
  variant = "outline",
  run,
  children,
  ...purpose
}: Purpose & { variant?: ButtonProps["variant"]; run: (data: FormData) => Promise<ActionResult> | string; children: ReactNode }) {
  const t = useTranslations("admin.catalogue");
  const title = purpose.editing ? t(`edit${purpose.kind}`) : t(`new${purpose.kind}`);
  return (
    <ConsoleFormDialog
      trigger={
        <Button variant={purpose.editing ? "ghost" : variant} size="sm">
          {purpose.editing ? t("edit") : title}
        </Button>
      }
      title={title}
      formLabel={title}
      description={purpose.editing ? t(`edit${purpose.kind}Text`) : t(`new${purpose.kind}Text`)}
      submitLabel={purpose.editing ? t("save") : t("create")}
      done={purpose.editing ? t(`${lower(purpose.kind)}Saved`) : t(`${lower(purpose.kind)}Created`)}
      noValidate
      cancel={false}
      errorFirst={false}
      run={run}
    >
      {children}
    </ConsoleFormDialog>
  );
}

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
    <CatalogueDialog
      kind="Product"
      editing={editing}
      variant="primary"
      run={(data) => {
        const name = text(data, "name");
        if (!name) return t("nameRequired");
        const price = priceOf(data);
        if (price === "amountInvalid") return t("amountInvalid");
        const description = text(data, "description") || undefined;
        if (product) {
          const benefitIds = checkedIds(data, benefits, "benefit-");
          return editProductAction({ productId: product.id, name, description, price: price ?? undefined, benefitIds });
        }
        if (!price) return t("amountInvalid");
        return createProductAction({ name, description, interval: String(data.get("interval")) as (typeof INTERVALS)[number], price });
      }}
    >
      <Field label={t("name")} name="name" defaultValue={product?.name} maxLength={100} required />
      <FormField label={t("descriptionField")}>
        <Textarea name="description" defaultValue={product?.description ?? ""} maxLength={1000} rows={2} />
      </FormField>
      {!editing && (
        <SelectField
          label={t("interval")}
          name="interval"
          defaultValue="month"
          choices={INTERVALS}
          choiceLabel={(i) => t(`intervals.${i}`)}
        />
      )}
      <PriceFields meters={meters} optional={editing} />
      {product && benefits.length > 0 && (
        <CheckList
          legend={t("benefits")}
          choices={benefits}
          name="benefit-"
          idPrefix={`benefit-${product.id}-`}
          checked={(id) => product.benefitIds.includes(id)}
        />
      )}
    </CatalogueDialog>
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
    <CatalogueDialog
      kind="Benefit"
      run={(data) => {
        const benefit = benefitOf(data);
        return typeof benefit === "string" ? benefit : createBenefitAction(benefit);
      }}
    >
      <SelectField
        label={t("benefitType")}
        description={t(`benefitTypeText.${type}`)}
        name="type"
        value={type}
        onChange={(e) => setType(e.target.value as BenefitType)}
        choices={BENEFIT_TYPES}
        choiceLabel={(b) => t(`benefitTypes.${b}`)}
      />
      <Field label={t("benefitDescription")} hint={t("benefitDescriptionText")} name="description" maxLength={42} required />
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
              <Field label={t("units")} hint={t("unitsText")} name="units" inputMode="numeric" required />
            </div>
            <CheckField id="benefit-rollover" name="rollover" label={t("rollover")} />
          </>
        ))}
      {type === "license_keys" && (
        <>
          <Field label={t("licensePrefix")} hint={t("licensePrefixText")} name="prefix" maxLength={16} autoCapitalize="characters" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("licenseExpires")} hint={t("licenseExpiresText")} name="ttl" inputMode="numeric" />
            <SelectField
              label={t("timeframe")}
              name="timeframe"
              defaultValue="year"
              choices={LICENSE_TIMEFRAMES}
              choiceLabel={(f) => t(`timeframes.${f}`)}
            />
          </div>
          <CheckField
            id="benefit-activations"
            checked={activations}
            onChange={(e) => setActivations(e.target.checked)}
            label={t("activations")}
          />
          {activations && (
            <>
              <Field label={t("activationLimit")} name="activationLimit" inputMode="numeric" defaultValue="1" required />
              <CheckField id="benefit-customer-admin" name="customerAdmin" defaultChecked label={t("customerAdmin")} />
            </>
          )}
          <Field label={t("usageLimit")} hint={t("usageLimitText")} name="limitUsage" inputMode="numeric" />
        </>
      )}
    </CatalogueDialog>
  );
}

export function DiscountDialog() {
  const t = useTranslations("admin.catalogue");
  const [type, setType] = useState<(typeof DISCOUNT_TYPES)[number]>("percentage");
  const [duration, setDuration] = useState<(typeof DISCOUNT_DURATIONS)[number]>("once");
  return (
    <CatalogueDialog
      kind="Discount"
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
      <Field label={t("name")} name="name" maxLength={100} required />
      <Field label={t("code")} hint={t("codeText")} name="code" maxLength={32} autoCapitalize="characters" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("discountType")}
          name="type"
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
          choices={DISCOUNT_TYPES}
          choiceLabel={(d) => t(`discountTypes.${d}`)}
        />
        <Field label={type === "percentage" ? t("percent") : t("amount")} name="value" inputMode="decimal" required />
        {type === "fixed" && <CurrencyField />}
        <SelectField
          label={t("duration")}
          name="duration"
          value={duration}
          onChange={(e) => setDuration(e.target.value as typeof duration)}
          choices={DISCOUNT_DURATIONS}
          choiceLabel={(d) => t(`durations.${d}`)}
        />
        {duration === "repeating" && <Field label={t("months")} name="months" inputMode="numeric" defaultValue="3" required />}
        <Field label={t("maxRedemptions")} hint={t("maxRedemptionsText")} name="maxRedemptions" inputMode="numeric" />
      </div>
    </CatalogueDialog>
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
    <CatalogueDialog
      kind="Link"
      editing={Boolean(link)}
      run={(data) => {
        const productIds = checkedIds(data, products, "product-");
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
      <Field label={t("label")} name="label" maxLength={100} defaultValue={link?.label ?? ""} />
      <CheckList
        legend={t("products")}
        choices={products}
        name="product-"
        idPrefix={`link-product-${key}`}
        checked={(id) => link?.productIds.includes(id)}
      />
      <CheckField
        id={`link-discount-codes-${key}`}
        name="allowDiscountCodes"
        defaultChecked={link?.allowDiscountCodes ?? true}
        label={t("allowDiscountCodes")}
      />
      <Field
        label={t("successUrl")}
        hint={t("successUrlText")}
        name="successUrl"
        type="url"
        inputMode="url"
        maxLength={2083}
        defaultValue={link?.successUrl ?? ""}
      />
    </CatalogueDialog>
  );
}
