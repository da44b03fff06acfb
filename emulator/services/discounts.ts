import { found, invalidField } from "../http/errors";
import type { Discount, Metadata } from "../state";
import { Store } from "../store";
import { Service } from "./service";

/** Polar's DiscountCreate and DiscountUpdate, as far as the emulator reads them. */
export type DiscountInput = Partial<
  Pick<
    Discount,
    | "name"
    | "code"
    | "type"
    | "duration"
    | "duration_in_months"
    | "amount"
    | "basis_points"
    | "starts_at"
    | "ends_at"
    | "max_redemptions"
    | "max_redemptions_per_customer"
  >
> & { currency?: string; amounts?: Record<string, number>; products?: string[]; metadata?: Metadata };

const UPDATABLE = [
  "name",
  "code",
  "starts_at",
  "ends_at",
  "max_redemptions",
  "max_redemptions_per_customer",
  "duration",
  "duration_in_months",
  "type",
  "amount",
  "basis_points",
  "metadata",
] as const;

/** Discounts: fixed or percentage; once, forever or repeating for some months; optional code and limits. */
export class Discounts extends Service {
  /** A discount not deleted; 404 otherwise. */
  byId(id: string): Discount {
    const discount = this.store.get("discounts", id);
    return found(discount && !discount.deleted && discount);
  }

  /** Codes are unique among live discounts whatever their case; the other rules are the schema's conditions. */
  private check(d: Partial<Discount>, except?: string) {
    const code = d.code?.toLowerCase();
    if (code && this.store.state.discounts.some((x) => !x.deleted && x.id !== except && x.code?.toLowerCase() === code)) {
      throw invalidField(["body", "code"], "Discount with this code already exists.", d.code);
    }
    if (d.duration === "repeating" && !d.duration_in_months) throw invalidField(["body", "duration_in_months"], "Field required", null);
    if (d.type === "fixed" && !d.amount) throw invalidField(["body", "amount"], "Field required", null);
    for (const [i, id] of (d.product_ids ?? []).entries()) {
      if (!this.store.get("products", id)) throw invalidField(["body", "products", i], "Product does not exist.", id);
    }
  }

  create(input: DiscountInput & Pick<Discount, "name" | "duration">): Discount {
    const type = input.type ?? (input.basis_points !== undefined ? "percentage" : "fixed");
    const discount: Discount = {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      name: input.name,
      code: input.code ?? null,
      type,
      duration: input.duration,
      duration_in_months: input.duration === "repeating" ? (input.duration_in_months ?? null) : null,
      amount: type === "fixed" ? (input.amount ?? input.amounts?.usd ?? null) : null,
      currency: input.currency ?? "usd",
      basis_points: type === "percentage" ? (input.basis_points ?? null) : null,
      starts_at: input.starts_at ?? null,
      ends_at: input.ends_at ?? null,
      max_redemptions: input.max_redemptions ?? null,
      max_redemptions_per_customer: input.max_redemptions_per_customer ?? null,
      redemptions_count: 0,
      product_ids: input.products ?? [],
      metadata: input.metadata ?? {},
      deleted: false,
    };
    this.check(discount);
    this.store.add("discounts", discount);
    this.hooks.emit("discount.created", this.out.discount(discount));
    return discount;
  }

  /** Changes a discount only when the whole result is valid. */
  update(discount: Discount, input: DiscountInput): Discount {
    const next: Discount = { ...discount };
    for (const key of UPDATABLE) if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
    if (Array.isArray(input.products)) next.product_ids = input.products;
    this.check(next, discount.id);
    Object.assign(discount, next, { modified_at: this.store.iso() });
    this.hooks.emit("discount.updated", this.out.discount(discount));
    return discount;
  }

  remove(discount: Discount) {
    discount.deleted = true;
    discount.modified_at = this.store.iso();
    this.hooks.emit("discount.deleted", this.out.discount(discount));
  }
}
