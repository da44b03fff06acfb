import "server-only";
import type { Polar } from "@polar-sh/sdk";
import type { ProductPriceCustomCreate } from "@polar-sh/sdk/models/components/productpricecustomcreate.js";
import type { ProductPriceFixedCreate } from "@polar-sh/sdk/models/components/productpricefixedcreate.js";
import type { ProductPriceFreeCreate } from "@polar-sh/sdk/models/components/productpricefreecreate.js";
import type { ProductPriceMeteredUnitCreate } from "@polar-sh/sdk/models/components/productpricemeteredunitcreate.js";
import { allItems, withPolar } from "./call";
import type { BenefitInput, CheckoutLinkEdit, CheckoutLinkInput, DiscountInput, PriceInput, ProductEdit, ProductInput } from "./model";

/**
 * The seller's catalogue as Polar holds it: products and their prices, benefits, discounts, checkout links.
 * Read from Polar (the catalogue is short and Polar is its source); every change is made in Polar, and the
 * mirror follows through the product/benefit/discount events it causes.
 */

type NewPrice = ProductPriceFixedCreate | ProductPriceCustomCreate | ProductPriceFreeCreate | ProductPriceMeteredUnitCreate;

function polarPrice(p: PriceInput): NewPrice {
  const priceCurrency = p.currency;
  switch (p.kind) {
    case "fixed":
      return { amountType: "fixed", priceAmount: p.amount ?? 0, priceCurrency };
    case "custom":
      return { amountType: "custom", minimumAmount: p.minimum ?? 0, priceCurrency };
    case "free":
      return { amountType: "free" } as ProductPriceFreeCreate;
    case "metered":
      return { amountType: "metered_unit", meterId: p.meterId!, unitAmount: p.unitAmount ?? 0, priceCurrency };
  }
}

export const listProducts = () => withPolar(async (polar) => allItems(await polar.products.list({ limit: 100, sorting: ["-created_at"] })));

export const listBenefits = () => withPolar(async (polar) => allItems(await polar.benefits.list({ limit: 100 })));

export const listDiscounts = () =>
  withPolar(async (polar) => allItems(await polar.discounts.list({ limit: 100, sorting: ["-created_at"] })));

export const listCheckoutLinks = () => withPolar(async (polar) => allItems(await polar.checkoutLinks.list({ limit: 100 })));

export const listMeters = () => withPolar(async (polar) => allItems(await polar.meters.list({ limit: 100 })));

export const createProduct = (input: ProductInput) =>
  withPolar((polar) =>
    polar.products.create({
      name: input.name,
      description: input.description || null,
      prices: [polarPrice(input.price)],
      ...(input.interval === "once" ? {} : { recurringInterval: input.interval }),
    } as Parameters<typeof polar.products.create>[0]),
  );

export const editProduct = (input: ProductEdit) =>
  withPolar(async (polar) => {
    const current = await polar.products.get({ id: input.productId });
    // Prices are immutable in Polar: a changed price is a new one, and the old one is archived by leaving it out.
    const prices = input.price ? [polarPrice(input.price)] : current.prices.filter((p) => !p.isArchived).map((p) => ({ id: p.id }));
    return polar.products.update({
      id: input.productId,
      productUpdate: { name: input.name, description: input.description || null, prices },
    });
  });

export const setProductArchived = (productId: string, archived: boolean) =>
  withPolar((polar) => polar.products.update({ id: productId, productUpdate: { isArchived: archived } }));

type NewBenefit = Parameters<Polar["benefits"]["create"]>[0];

/** A benefit as Polar's API takes it, with the properties of its type. */
function polarBenefit(b: BenefitInput): NewBenefit {
  const { description } = b;
  switch (b.type) {
    case "custom":
      return { type: "custom", description, properties: { note: b.note || null } };
    case "license_keys":
      return {
        type: "license_keys",
        description,
        properties: {
          prefix: b.prefix ?? null,
          expires: b.expires ?? null,
          activations: b.activations ?? null,
          limitUsage: b.limitUsage ?? null,
        },
      };
    case "meter_credit":
      return { type: "meter_credit", description, properties: { meterId: b.meterId, units: b.units, rollover: b.rollover } };
    case "feature_flag":
      return { type: "feature_flag", description, properties: {} };
  }
}

export const createBenefit = (input: BenefitInput) => withPolar((polar) => polar.benefits.create(polarBenefit(input)));

export const deleteBenefit = (benefitId: string) => withPolar((polar) => polar.benefits.delete({ id: benefitId }));

export const setProductBenefits = (productId: string, benefitIds: string[]) =>
  withPolar((polar) => polar.products.updateBenefits({ id: productId, productBenefitsUpdate: { benefits: benefitIds } }));

export const createDiscount = (d: DiscountInput) =>
  withPolar((polar) => {
    const common = {
      name: d.name,
      code: d.code ?? null,
      duration: d.duration,
      durationInMonths: d.duration === "repeating" ? d.months : null,
      maxRedemptions: d.maxRedemptions ?? null,
    };
    return polar.discounts.create(
      d.type === "percentage"
        ? { ...common, type: "percentage", basisPoints: Math.round(d.value * 100) }
        : { ...common, type: "fixed", amount: Math.round(d.value), currency: d.currency },
    );
  });

export const deleteDiscount = (discountId: string) => withPolar((polar) => polar.discounts.delete({ id: discountId }));

export const createCheckoutLink = (link: CheckoutLinkInput) =>
  withPolar((polar) =>
    polar.checkoutLinks.create({
      paymentProcessor: "stripe",
      products: link.productIds,
      label: link.label || null,
      allowDiscountCodes: link.allowDiscountCodes,
      successUrl: link.successUrl || null,
    }),
  );

/**
 * What Polar lets a checkout link change and the console edits: its products, label, discount codes and
 * success URL. A label or success URL left empty is cleared (Polar applies an explicit null).
 */
export const updateCheckoutLink = (link: CheckoutLinkEdit) =>
  withPolar((polar) =>
    polar.checkoutLinks.update({
      id: link.linkId,
      checkoutLinkUpdate: {
        products: link.productIds,
        label: link.label || null,
        allowDiscountCodes: link.allowDiscountCodes,
        successUrl: link.successUrl || null,
      },
    }),
  );

export const deleteCheckoutLink = (linkId: string) => withPolar((polar) => polar.checkoutLinks.delete({ id: linkId }));
