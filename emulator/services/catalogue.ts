import { createHash } from "node:crypto";
import { found, invalidField, notFound } from "../http/errors";
import type { Benefit, Meter, Metadata, Price, Product } from "../state";
import { Store } from "../store";
import { Service } from "./service";

export type PriceInput = {
  id?: string;
  amount_type: string;
  price_currency?: string;
  price_amount?: number;
  minimum_amount?: number;
  maximum_amount?: number | null;
  preset_amount?: number | null;
  unit_amount?: string | number;
  cap_amount?: number | null;
  meter_id?: string;
};
export type ProductInput = {
  name?: string | null;
  description?: string | null;
  visibility?: Product["visibility"];
  recurring_interval?: Product["recurring_interval"];
  is_archived?: boolean;
  metadata?: Metadata;
  prices?: PriceInput[];
};
export type BenefitInput = { type: Benefit["type"]; description: string; metadata?: Metadata; properties?: Record<string, unknown> };
export type MeterInput = { name: string; metadata?: Metadata; filter: unknown; aggregation: unknown };

/**
 * The price a purchase or a plan change takes when none is named: the product's first live price that is not
 * metered (a metered price is billed on top of it), else its first live one, else its first.
 */
export function defaultPrice(product: Product): Price {
  const live = product.prices.filter((p) => !p.is_archived);
  return live.find((p) => p.amount_type !== "metered_unit") ?? live[0] ?? product.prices[0];
}

/** What Polar stores for each benefit type, with its defaults filled in. */
function benefitProperties(type: Benefit["type"], input: Record<string, unknown>): Record<string, unknown> {
  switch (type) {
    case "custom":
      return { note: input.note ?? null };
    case "license_keys":
      return {
        prefix: input.prefix ?? null,
        expires: input.expires ?? null,
        activations: input.activations ?? null,
        limit_usage: input.limit_usage ?? null,
      };
    case "meter_credit":
      return { units: input.units, rollover: input.rollover ?? false, meter_id: input.meter_id };
    case "downloadables":
      return { archived: input.archived ?? {}, files: input.files ?? [] };
    case "discord":
      // Polar reads the server (guild) from the bot's install token; the emulator derives a stable one from it.
      return {
        guild_id: String(BigInt(`0x${createHash("sha256").update(String(input.guild_token)).digest("hex").slice(0, 14)}`)),
        role_id: input.role_id,
        kick_member: input.kick_member,
        guild_token: input.guild_token,
      };
    case "github_repository":
      return { repository_owner: input.repository_owner, repository_name: input.repository_name, permission: input.permission };
    case "feature_flag":
      // A flag has no settings: a customer holds it or not (its metadata says what it switches on).
      return {};
    default:
      return input;
  }
}

/** The seller's organization and catalogue: products with their prices, benefits and meters. */
export class Catalogue extends Service {
  private get state() {
    return this.store.state;
  }

  organization(id: string) {
    if (id !== this.state.organization.id) throw notFound("Organization not found.");
    return this.state.organization;
  }

  renameOrganization(id: string, name: unknown) {
    const organization = this.organization(id);
    if (typeof name === "string") organization.name = name;
    organization.modified_at = this.store.iso();
    this.hooks.emit("organization.updated", this.out.organization());
  }

  product(id: string): Product {
    return found(this.store.get("products", id));
  }

  /** A product a buyer can be sent to: it exists and is not archived; a 422 on `loc` otherwise. */
  sellable(id: string, loc: (string | number)[]): Product {
    const product = this.store.get("products", id);
    if (!product || product.is_archived) throw invalidField(loc, "Product does not exist or is archived.", id);
    return product;
  }

  /** A product a subscription can move to: live and recurring. */
  plan(id: unknown): Product {
    const product = typeof id === "string" ? this.store.get("products", id) : undefined;
    if (!product || product.is_archived || !product.recurring_interval) {
      throw invalidField(["body", "product_id"], "Product does not exist or is not a subscription.", id);
    }
    return product;
  }

  private makePrices(productId: string, inputs: PriceInput[], previous: Price[] = []): Price[] {
    return inputs.map((input, index) => {
      if (input.id) {
        const kept = previous.find((p) => p.id === input.id);
        if (!kept) throw invalidField(["body", "prices", index, "id"], "Price does not exist.", input.id);
        return kept;
      }
      if (input.amount_type === "metered_unit" && !this.store.get("meters", input.meter_id)) {
        throw invalidField(["body", "prices", index, "meter_id"], "Meter does not exist.", input.meter_id);
      }
      return {
        id: Store.id(),
        created_at: this.store.iso(),
        modified_at: null,
        product_id: productId,
        amount_type: input.amount_type === "fixed" && input.price_amount === 0 ? "free" : (input.amount_type as Price["amount_type"]),
        price_currency: input.price_currency ?? "usd",
        is_archived: false,
        price_amount: input.price_amount,
        minimum_amount: input.minimum_amount ?? (input.amount_type === "custom" ? 50 : undefined),
        maximum_amount: input.maximum_amount ?? null,
        preset_amount: input.preset_amount ?? null,
        unit_amount: input.unit_amount === undefined ? undefined : String(input.unit_amount),
        cap_amount: input.cap_amount ?? null,
        meter_id: input.meter_id,
      };
    });
  }

  createProduct(input: ProductInput & { name: string; prices: PriceInput[] }): Product {
    const id = Store.id();
    const product = this.store.add("products", {
      id,
      created_at: this.store.iso(),
      modified_at: null,
      name: input.name,
      description: input.description ?? null,
      visibility: input.visibility ?? "public",
      recurring_interval: input.recurring_interval ?? null,
      is_archived: false,
      metadata: input.metadata ?? {},
      prices: this.makePrices(id, input.prices),
      benefit_ids: [],
    });
    this.hooks.emit("product.created", this.out.product(product));
    return product;
  }

  /** Changes a product; prices left out of a new price list are archived, not deleted. */
  updateProduct(product: Product, input: ProductInput): Product {
    if (input.name !== undefined && input.name !== null) product.name = input.name;
    if (input.description !== undefined) product.description = input.description;
    if (input.visibility) product.visibility = input.visibility;
    if (input.metadata) product.metadata = input.metadata;
    if (typeof input.is_archived === "boolean") product.is_archived = input.is_archived;
    if (Array.isArray(input.prices)) {
      const next = this.makePrices(product.id, input.prices, product.prices);
      for (const old of product.prices) if (!next.includes(old)) old.is_archived = true;
      product.prices = [...next, ...product.prices.filter((p) => !next.includes(p))];
    }
    return this.productChanged(product);
  }

  setBenefits(product: Product, ids: string[]): Product {
    ids.forEach((id, i) => {
      if (!this.findBenefit(id)) throw invalidField(["body", "benefits", i], "Benefit does not exist.", id);
    });
    product.benefit_ids = ids;
    return this.productChanged(product);
  }

  private productChanged(product: Product): Product {
    product.modified_at = this.store.iso();
    this.hooks.emit("product.updated", this.out.product(product));
    return product;
  }

  private findBenefit(id: string): Benefit | undefined {
    const benefit = this.store.get("benefits", id);
    return benefit && !benefit.is_deleted ? benefit : undefined;
  }

  /** A benefit not deleted; 404 otherwise. */
  benefit(id: string): Benefit {
    return found(this.findBenefit(id));
  }

  createBenefit(input: BenefitInput): Benefit {
    if (input.type === "meter_credit" && !this.store.get("meters", input.properties?.meter_id as string | undefined)) {
      throw invalidField(["body", "meter_credit", "properties", "meter_id"], "Meter does not exist.", input.properties?.meter_id);
    }
    const benefit = this.store.add("benefits", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      type: input.type,
      description: input.description,
      metadata: input.metadata ?? {},
      properties: benefitProperties(input.type, input.properties ?? {}),
      is_deleted: false,
    });
    this.hooks.emit("benefit.created", this.out.benefit(benefit));
    return benefit;
  }

  updateBenefit(benefit: Benefit, input: Partial<BenefitInput>): Benefit {
    if (input.description) benefit.description = input.description;
    if (input.metadata) benefit.metadata = input.metadata;
    if (input.properties) benefit.properties = benefitProperties(benefit.type, input.properties);
    benefit.modified_at = this.store.iso();
    this.hooks.emit("benefit.updated", this.out.benefit(benefit));
    return benefit;
  }

  /** Deletes a benefit and takes it off every product (grants already made stay as they are). */
  deleteBenefit(benefit: Benefit) {
    benefit.is_deleted = true;
    benefit.modified_at = this.store.iso();
    for (const p of this.state.products) p.benefit_ids = p.benefit_ids.filter((id) => id !== benefit.id);
  }

  meter(id: string): Meter {
    return found(this.store.get("meters", id));
  }

  createMeter(input: MeterInput): Meter {
    return this.store.add("meters", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      name: input.name,
      metadata: input.metadata ?? {},
      filter: input.filter,
      aggregation: input.aggregation,
    });
  }
}
