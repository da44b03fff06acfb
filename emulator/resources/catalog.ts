import { createHash } from "node:crypto";
import { invalidField, notFound } from "../http/errors";
import type { Router } from "../http/router";
import * as out from "../serialize";
import type { Benefit, Meter, Price, Product } from "../state";
import { Store } from "../store";
import type { Lifecycle } from "../lifecycle";
import type { Deliverer } from "../webhooks/deliver";
import { listReply, matches } from "./list";

type PriceInput = { amount_type: string; price_currency?: string; price_amount?: number; minimum_amount?: number; maximum_amount?: number | null; preset_amount?: number | null; unit_amount?: string | number; cap_amount?: number | null; meter_id?: string; id?: string };

/** SDK 0.47 sends { amount_type: "free" }; Polar 2026-04 reads a free price as a fixed price of 0. */
function normalizeFreePrices(body: unknown) {
  const prices = (body as { prices?: PriceInput[] } | null)?.prices;
  if (!Array.isArray(prices)) return;
  for (const p of prices) if (p && p.amount_type === "free") Object.assign(p, { amount_type: "fixed", price_amount: 0 });
}

export function registerCatalog(router: Router, store: Store, hooks: Deliverer, lifecycle: Lifecycle) {
  const state = () => store.state;
  const findProduct = (id: string) => state().products.find((p) => p.id === id) ?? (() => { throw notFound(); })();

  const makePrices = (productId: string, inputs: PriceInput[], previous: Price[] = []): Price[] =>
    inputs.map((input, index) => {
      if (input.id) {
        const kept = previous.find((p) => p.id === input.id);
        if (!kept) throw invalidField(["body", "prices", index, "id"], "Price does not exist.", input.id);
        return kept;
      }
      if (input.amount_type === "metered_unit" && !state().meters.some((m) => m.id === input.meter_id)) {
        throw invalidField(["body", "prices", index, "meter_id"], "Meter does not exist.", input.meter_id);
      }
      const at = store.iso();
      return {
        id: Store.id(),
        created_at: at,
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

  router.api("GET", "/v1/organizations/{id}", "organization", ({ params }) => {
    if (params.id !== state().organization.id) throw notFound("Organization not found.");
    return { status: 200, json: out.organization(state()) };
  });
  router.api("PATCH", "/v1/organizations/{id}", "organization", ({ params, body }) => {
    if (params.id !== state().organization.id) throw notFound("Organization not found.");
    if (typeof body.name === "string") state().organization.name = body.name;
    state().organization.modified_at = store.iso();
    hooks.emit("organization.updated", out.organization(state()));
    return { status: 200, json: out.organization(state()) };
  });

  router.api("GET", "/v1/products/", "organization", (ctx) => {
    const { query } = ctx;
    const rows = state().products.filter(
      (p) =>
        matches(query.id, p.id) &&
        matches(query.is_archived, p.is_archived) &&
        matches(query.is_recurring, p.recurring_interval !== null) &&
        matches(query.benefit_id === undefined ? undefined : true, p.benefit_ids.some((b) => matches(query.benefit_id, b))) &&
        (query.query === undefined || p.name.toLowerCase().includes(String(query.query).toLowerCase())),
    );
    return listReply(ctx, rows, (p) => out.product(state(), p), "created_at");
  });
  router.api("GET", "/v1/products/{id}", "organization", ({ params }) => ({ status: 200, json: out.product(state(), findProduct(params.id)) }));
  router.api("POST", "/v1/products/", "organization", ({ body }) => {
    const id = Store.id();
    const at = store.iso();
    const product: Product = {
      id,
      created_at: at,
      modified_at: null,
      name: body.name,
      description: body.description ?? null,
      visibility: body.visibility ?? "public",
      recurring_interval: body.recurring_interval ?? null,
      is_archived: false,
      metadata: body.metadata ?? {},
      prices: makePrices(id, body.prices),
      benefit_ids: [],
    };
    state().products.push(product);
    hooks.emit("product.created", out.product(state(), product));
    return { status: 201, json: out.product(state(), product) };
  }, normalizeFreePrices);
  router.api("PATCH", "/v1/products/{id}", "organization", ({ params, body }) => {
    const product = findProduct(params.id);
    if (body.name !== undefined && body.name !== null) product.name = body.name;
    if (body.description !== undefined) product.description = body.description;
    if (body.visibility) product.visibility = body.visibility;
    if (body.metadata) product.metadata = body.metadata;
    if (typeof body.is_archived === "boolean") product.is_archived = body.is_archived;
    if (Array.isArray(body.prices)) {
      const next = makePrices(product.id, body.prices, product.prices);
      for (const old of product.prices) if (!next.includes(old)) old.is_archived = true;
      product.prices = [...next, ...product.prices.filter((p) => !next.includes(p))];
    }
    product.modified_at = store.iso();
    hooks.emit("product.updated", out.product(state(), product));
    return { status: 200, json: out.product(state(), product) };
  }, normalizeFreePrices);
  router.api("POST", "/v1/products/{id}/benefits", "organization", ({ params, body }) => {
    const product = findProduct(params.id);
    const ids: string[] = body.benefits;
    ids.forEach((id, i) => {
      if (!state().benefits.some((b) => b.id === id && !b.is_deleted)) throw invalidField(["body", "benefits", i], "Benefit does not exist.", id);
    });
    product.benefit_ids = ids;
    product.modified_at = store.iso();
    hooks.emit("product.updated", out.product(state(), product));
    return { status: 200, json: out.product(state(), product) };
  });

  const findBenefit = (id: string) => state().benefits.find((b) => b.id === id && !b.is_deleted) ?? (() => { throw notFound(); })();
  router.api("GET", "/v1/benefits/", "organization", (ctx) =>
    listReply(ctx, state().benefits.filter((b) => !b.is_deleted && matches(ctx.query.type, b.type) && matches(ctx.query.id, b.id)), (b) => out.benefit(state(), b)),
  );
  router.api("GET", "/v1/benefits/{id}", "organization", ({ params }) => ({ status: 200, json: out.benefit(state(), findBenefit(params.id)) }));
  router.api("POST", "/v1/benefits/", "organization", ({ body }) => {
    if (body.type === "meter_credit" && !state().meters.some((m) => m.id === body.properties?.meter_id)) {
      throw invalidField(["body", "meter_credit", "properties", "meter_id"], "Meter does not exist.", body.properties?.meter_id);
    }
    const at = store.iso();
    const benefit: Benefit = { id: Store.id(), created_at: at, modified_at: null, type: body.type, description: body.description, metadata: body.metadata ?? {}, properties: benefitProperties(body.type, body.properties ?? {}), is_deleted: false };
    state().benefits.push(benefit);
    hooks.emit("benefit.created", out.benefit(state(), benefit));
    return { status: 201, json: out.benefit(state(), benefit) };
  });
  router.api("PATCH", "/v1/benefits/{id}", "organization", ({ params, body }) => {
    const benefit = findBenefit(params.id);
    if (body.description) benefit.description = body.description;
    if (body.metadata) benefit.metadata = body.metadata;
    if (body.properties) benefit.properties = benefitProperties(benefit.type, body.properties);
    benefit.modified_at = store.iso();
    hooks.emit("benefit.updated", out.benefit(state(), benefit));
    lifecycle.benefitChanged(benefit.id);
    return { status: 200, json: out.benefit(state(), benefit) };
  });
  router.api("DELETE", "/v1/benefits/{id}", "organization", ({ params }) => {
    const benefit = findBenefit(params.id);
    benefit.is_deleted = true;
    benefit.modified_at = store.iso();
    for (const p of state().products) p.benefit_ids = p.benefit_ids.filter((id) => id !== benefit.id);
    return { status: 204 };
  });

  const findMeter = (id: string) => state().meters.find((m) => m.id === id) ?? (() => { throw notFound(); })();
  router.api("GET", "/v1/meters/", "organization", (ctx) =>
    listReply(ctx, state().meters.filter((m) => ctx.query.query === undefined || m.name.toLowerCase().includes(String(ctx.query.query).toLowerCase())), (m) => out.meter(state(), m)),
  );
  router.api("GET", "/v1/meters/{id}", "organization", ({ params }) => ({ status: 200, json: out.meter(state(), findMeter(params.id)) }));
  router.api("POST", "/v1/meters/", "organization", ({ body }) => {
    const at = store.iso();
    const meter: Meter = { id: Store.id(), created_at: at, modified_at: null, name: body.name, metadata: body.metadata ?? {}, filter: body.filter, aggregation: body.aggregation };
    state().meters.push(meter);
    return { status: 201, json: out.meter(state(), meter) };
  });
}

/** What Polar stores for each benefit type, with its defaults filled in. */
function benefitProperties(type: Benefit["type"], input: Record<string, unknown>): Record<string, unknown> {
  switch (type) {
    case "custom":
      return { note: input.note ?? null };
    case "license_keys":
      return { prefix: input.prefix ?? null, expires: input.expires ?? null, activations: input.activations ?? null, limit_usage: input.limit_usage ?? null };
    case "meter_credit":
      return { units: input.units, rollover: input.rollover ?? false, meter_id: input.meter_id };
    case "downloadables":
      return { archived: input.archived ?? {}, files: input.files ?? [] };
    case "discord":
      // Polar reads the server (guild) from the bot's install token; the emulator derives a stable one from it.
      return { guild_id: String(BigInt(`0x${createHash("sha256").update(String(input.guild_token)).digest("hex").slice(0, 14)}`)), role_id: input.role_id, kick_member: input.kick_member, guild_token: input.guild_token };
    case "github_repository":
      return { repository_owner: input.repository_owner, repository_name: input.repository_name, permission: input.permission };
    default:
      return input;
  }
}
