import type { Router } from "../http/router";
import type { Services } from "../services";
import { listReply } from "./list";

/** Discounts, listed, read and changed by the seller. */
export function registerDiscounts(router: Router, { store, out, discounts }: Services) {
  router.api("GET", "/v1/discounts/", "organization", (ctx) => {
    const q = ctx.query.query === undefined ? undefined : String(ctx.query.query).toLowerCase();
    const rows = store.state.discounts.filter(
      (d) => !d.deleted && (q === undefined || `${d.name} ${d.code ?? ""}`.toLowerCase().includes(q)),
    );
    return listReply(ctx, rows, (d) => out.discount(d));
  });
  router.api("GET", "/v1/discounts/{id}", "organization", ({ params }) => ({ status: 200, json: out.discount(discounts.byId(params.id)) }));
  router.api("POST", "/v1/discounts/", "organization", ({ body }) => ({ status: 201, json: out.discount(discounts.create(body)) }));
  router.api("PATCH", "/v1/discounts/{id}", "organization", ({ params, body }) => ({
    status: 200,
    json: out.discount(discounts.update(discounts.byId(params.id), body)),
  }));
  router.api("DELETE", "/v1/discounts/{id}", "organization", ({ params }) => {
    discounts.remove(discounts.byId(params.id));
    return { status: 204 };
  });
}
