import type { Router } from "../http/router";
import type { Services } from "../services";
import type { CustomField } from "../state";
import { includes, listReply, matches } from "./list";

/** Custom fields: list, create, read, change and delete. */
export function registerCustomFields(router: Router, { store, customFields }: Services) {
  const json = (f: CustomField) => ({ ...f, organization_id: store.state.organization.id });

  router.api("GET", "/v1/custom-fields/", "organization", (ctx) =>
    listReply(
      ctx,
      store.state.custom_fields.filter((f) => matches(ctx.query.type, f.type) && includes(`${f.name} ${f.slug}`, ctx.query.query)),
      json,
      "slug",
    ),
  );
  router.api("POST", "/v1/custom-fields/", "organization", ({ body }) => ({ status: 201, json: json(customFields.create(body)) }));
  router.api("GET", "/v1/custom-fields/{id}", "organization", ({ params }) => ({ status: 200, json: json(customFields.byId(params.id)) }));
  router.api("PATCH", "/v1/custom-fields/{id}", "organization", ({ params, body }) => ({
    status: 200,
    json: json(customFields.update(customFields.byId(params.id), body)),
  }));
  router.api("DELETE", "/v1/custom-fields/{id}", "organization", ({ params }) => {
    customFields.remove(customFields.byId(params.id));
    return { status: 204 };
  });
}
