import { invalidField, notFound } from "../http/errors";
import type { Router } from "../http/router";
import * as out from "../serialize";
import type { Discount } from "../state";
import { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";
import { listReply } from "./list";

/** Discounts: fixed or percentage; once, forever or repeating for some months; optional code and limits. */
export function registerDiscounts(router: Router, store: Store, hooks: Deliverer) {
  const state = () => store.state;
  const find = (id: string) => state().discounts.find((d) => d.id === id && !d.deleted) ?? (() => { throw notFound(); })();

  const check = (d: Partial<Discount>, except?: string) => {
    if (d.code && state().discounts.some((x) => !x.deleted && x.id !== except && x.code?.toLowerCase() === d.code!.toLowerCase())) {
      throw invalidField(["body", "code"], "Discount with this code already exists.", d.code);
    }
    if (d.duration === "repeating" && !d.duration_in_months) throw invalidField(["body", "duration_in_months"], "Field required", null);
    if (d.type === "fixed" && !d.amount) throw invalidField(["body", "amount"], "Field required", null);
    for (const [i, id] of (d.product_ids ?? []).entries()) {
      if (!state().products.some((p) => p.id === id)) throw invalidField(["body", "products", i], "Product does not exist.", id);
    }
  };

  router.api("GET", "/v1/discounts/", "organization", (ctx) => {
    const q = ctx.query.query === undefined ? undefined : String(ctx.query.query).toLowerCase();
    const rows = state().discounts.filter((d) => !d.deleted && (q === undefined || `${d.name} ${d.code ?? ""}`.toLowerCase().includes(q)));
    return listReply(ctx, rows, (d) => out.discount(state(), d));
  });
  router.api("GET", "/v1/discounts/{id}", "organization", ({ params }) => ({ status: 200, json: out.discount(state(), find(params.id)) }));
  router.api("POST", "/v1/discounts/", "organization", ({ body }) => {
    const at = store.iso();
    const type = body.type ?? (body.basis_points !== undefined ? "percentage" : "fixed");
    const discount: Discount = {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      name: body.name,
      code: body.code ?? null,
      type,
      duration: body.duration,
      duration_in_months: body.duration === "repeating" ? (body.duration_in_months ?? null) : null,
      amount: type === "fixed" ? (body.amount ?? body.amounts?.usd ?? null) : null,
      currency: body.currency ?? "usd",
      basis_points: type === "percentage" ? body.basis_points : null,
      starts_at: body.starts_at ?? null,
      ends_at: body.ends_at ?? null,
      max_redemptions: body.max_redemptions ?? null,
      max_redemptions_per_customer: body.max_redemptions_per_customer ?? null,
      redemptions_count: 0,
      product_ids: body.products ?? [],
      metadata: body.metadata ?? {},
      deleted: false,
    };
    check(discount);
    state().discounts.push(discount);
    hooks.emit("discount.created", out.discount(state(), discount));
    return { status: 201, json: out.discount(state(), discount) };
  });
  router.api("PATCH", "/v1/discounts/{id}", "organization", ({ params, body }) => {
    const discount = find(params.id);
    const next: Discount = { ...discount };
    for (const key of ["name", "code", "starts_at", "ends_at", "max_redemptions", "max_redemptions_per_customer", "duration", "duration_in_months", "type", "amount", "basis_points", "metadata"] as const) {
      if (body[key] !== undefined) (next as Record<string, unknown>)[key] = body[key];
    }
    if (Array.isArray(body.products)) next.product_ids = body.products;
    check(next, discount.id);
    Object.assign(discount, next, { modified_at: store.iso() });
    hooks.emit("discount.updated", out.discount(state(), discount));
    return { status: 200, json: out.discount(state(), discount) };
  });
  router.api("DELETE", "/v1/discounts/{id}", "organization", ({ params }) => {
    const discount = find(params.id);
    discount.deleted = true;
    discount.modified_at = store.iso();
    hooks.emit("discount.deleted", out.discount(state(), discount));
    return { status: 204 };
  });
}
