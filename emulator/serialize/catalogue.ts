import type { Benefit, Meter, Price, Product } from "../state";
import { type Json, type Source, all } from "./json";

function meterRef(src: Source, meterId: string): Json {
  const stored = src.store.get("meters", meterId);
  return { id: meterId, name: stored?.name ?? "Meter", unit: "scalar", custom_label: null, custom_multiplier: null };
}

export function price(src: Source, p: Price): Json {
  const base = {
    created_at: p.created_at,
    modified_at: p.modified_at,
    id: p.id,
    source: "catalog",
    price_currency: p.price_currency,
    tax_behavior: null,
    is_archived: p.is_archived,
    product_id: p.product_id,
  };
  switch (p.amount_type) {
    case "free":
      return { ...base, amount_type: "fixed", price_amount: 0 };
    case "fixed":
      return { ...base, amount_type: "fixed", price_amount: p.price_amount ?? 0 };
    case "custom":
      return {
        ...base,
        amount_type: "custom",
        minimum_amount: p.minimum_amount ?? 0,
        maximum_amount: p.maximum_amount ?? null,
        preset_amount: p.preset_amount ?? null,
      };
    case "metered_unit":
      return {
        ...base,
        amount_type: "metered_unit",
        unit_amount: p.unit_amount ?? "0",
        cap_amount: p.cap_amount ?? null,
        meter_id: p.meter_id!,
        meter: meterRef(src, p.meter_id!),
      };
  }
}

export function prices(src: Source, p: Product): Json[] {
  return p.prices.map((entry) => price(src, entry));
}

export function benefit(src: Source, b: Benefit): Json {
  return {
    id: b.id,
    created_at: b.created_at,
    modified_at: b.modified_at,
    type: b.type,
    description: b.description,
    selectable: true,
    deletable: true,
    is_deleted: b.is_deleted,
    organization_id: src.store.state.organization.id,
    metadata: b.metadata,
    visibility: "public",
    visibility_configurable: true,
    properties: b.properties,
  };
}

export function benefitPublic(src: Source, b: Benefit): Json {
  const { metadata: _m, visibility: _v, visibility_configurable: _c, properties: _p, ...rest } = benefit(src, b);
  return rest;
}

function benefitsOf(src: Source, p: Product): Benefit[] {
  return all(p.benefit_ids, (id) => src.store.get("benefits", id));
}

export function productBase(src: Source, p: Product): Json {
  return {
    id: p.id,
    created_at: p.created_at,
    modified_at: p.modified_at,
    trial_interval: null,
    trial_interval_count: null,
    name: p.name,
    description: p.description,
    visibility: p.visibility,
    recurring_interval: p.recurring_interval,
    recurring_interval_count: p.recurring_interval ? 1 : null,
    meter_interval: null,
    meter_interval_count: null,
    is_recurring: p.recurring_interval !== null,
    is_archived: p.is_archived,
    organization_id: src.store.state.organization.id,
  };
}

/** A product named in passing (orders, discounts): its fields and metadata, no prices or benefits. */
export function productBrief(src: Source, p: Product): Json {
  return { metadata: p.metadata, ...productBase(src, p) };
}

export function product(src: Source, p: Product): Json {
  return {
    ...productBase(src, p),
    metadata: p.metadata,
    prices: prices(src, p),
    benefits: benefitsOf(src, p).map((b) => benefit(src, b)),
    medias: [],
    attached_custom_fields: [],
  };
}

/** A product as buyers see it (checkouts, links, the portal): public benefits, no seller metadata. */
export function productPublic(src: Source, p: Product): Json {
  return { ...productBase(src, p), prices: prices(src, p), benefits: benefitsOf(src, p).map((b) => benefitPublic(src, b)), medias: [] };
}

export function meter(src: Source, m: Meter): Json {
  return {
    metadata: m.metadata,
    created_at: m.created_at,
    modified_at: m.modified_at,
    id: m.id,
    name: m.name,
    unit: m.unit ?? "scalar",
    custom_label: m.custom_label ?? null,
    custom_multiplier: m.custom_multiplier ?? null,
    filter: m.filter,
    aggregation: m.aggregation,
    organization_id: src.store.state.organization.id,
    archived_at: m.archived_at ?? null,
  };
}
