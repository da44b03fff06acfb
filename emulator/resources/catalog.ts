import type { Router } from "../http/router";
import type { PriceInput } from "../services/catalogue";
import type { Services } from "../services";
import { includes, listReply, matches } from "./list";

/** SDK 0.47 sends { amount_type: "free" }; Polar 2026-04 reads a free price as a fixed price of 0. */
function normalizeFreePrices(body: unknown) {
  const prices = (body as { prices?: PriceInput[] } | null)?.prices;
  if (!Array.isArray(prices)) return;
  for (const p of prices) if (p && p.amount_type === "free") Object.assign(p, { amount_type: "fixed", price_amount: 0 });
}

/** The organization, products, benefits and meters. */
export function registerCatalog(router: Router, { store, out, catalogue, grants }: Services) {
  const state = () => store.state;

  router.api("GET", "/v1/organizations/{id}", "organization", ({ params }) => {
    catalogue.organization(params.id);
    return { status: 200, json: out.organization() };
  });
  router.api("PATCH", "/v1/organizations/{id}", "organization", ({ params, body }) => {
    catalogue.renameOrganization(params.id, body.name);
    return { status: 200, json: out.organization() };
  });

  router.api("GET", "/v1/products/", "organization", (ctx) => {
    const { query } = ctx;
    const rows = state().products.filter(
      (p) =>
        matches(query.id, p.id) &&
        matches(query.is_archived, p.is_archived) &&
        matches(query.is_recurring, p.recurring_interval !== null) &&
        matches(
          query.benefit_id === undefined ? undefined : true,
          p.benefit_ids.some((b) => matches(query.benefit_id, b)),
        ) &&
        includes(p.name, query.query),
    );
    return listReply(ctx, rows, (p) => out.product(p), "created_at");
  });
  router.api("GET", "/v1/products/{id}", "organization", ({ params }) => ({
    status: 200,
    json: out.product(catalogue.product(params.id)),
  }));
  router.api(
    "POST",
    "/v1/products/",
    "organization",
    ({ body }) => ({ status: 201, json: out.product(catalogue.createProduct(body)) }),
    normalizeFreePrices,
  );
  router.api(
    "PATCH",
    "/v1/products/{id}",
    "organization",
    ({ params, body }) => ({ status: 200, json: out.product(catalogue.updateProduct(catalogue.product(params.id), body)) }),
    normalizeFreePrices,
  );
  router.api("POST", "/v1/products/{id}/benefits", "organization", ({ params, body }) => ({
    status: 200,
    json: out.product(catalogue.setBenefits(catalogue.product(params.id), body.benefits)),
  }));

  router.api("GET", "/v1/benefits/", "organization", (ctx) =>
    listReply(
      ctx,
      state().benefits.filter((b) => !b.is_deleted && matches(ctx.query.type, b.type) && matches(ctx.query.id, b.id)),
      (b) => out.benefit(b),
    ),
  );
  router.api("GET", "/v1/benefits/{id}", "organization", ({ params }) => ({
    status: 200,
    json: out.benefit(catalogue.benefit(params.id)),
  }));
  router.api("POST", "/v1/benefits/", "organization", ({ body }) => ({ status: 201, json: out.benefit(catalogue.createBenefit(body)) }));
  router.api("PATCH", "/v1/benefits/{id}", "organization", ({ params, body }) => {
    const benefit = catalogue.updateBenefit(catalogue.benefit(params.id), body);
    grants.benefitChanged(benefit.id);
    return { status: 200, json: out.benefit(benefit) };
  });
  router.api("DELETE", "/v1/benefits/{id}", "organization", ({ params }) => {
    catalogue.deleteBenefit(catalogue.benefit(params.id));
    return { status: 204 };
  });

  router.api("GET", "/v1/meters/", "organization", (ctx) =>
    listReply(
      ctx,
      state().meters.filter((m) => includes(m.name, ctx.query.query)),
      (m) => out.meter(m),
    ),
  );
  router.api("GET", "/v1/meters/{id}", "organization", ({ params }) => ({ status: 200, json: out.meter(catalogue.meter(params.id)) }));
  router.api("POST", "/v1/meters/", "organization", ({ body }) => ({ status: 201, json: out.meter(catalogue.createMeter(body)) }));
}
