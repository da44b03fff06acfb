import "server-only";
import { defineRoute } from "../route";
import { organizationParams } from "../params";
import { iso, organizationView } from "../views";

export const organizationRoutes = [
  defineRoute({
    method: "get",
    path: "/organizations/{organizationId}",
    operationId: "getOrganization",
    summary: "The organization",
    description: "Any member, or any key of the organization (no scope needed).",
    tags: ["Organization"],
    scope: null,
    params: organizationParams,
    success: { status: 200, description: "The organization", schema: organizationView },
    handler: async ({ grant: { organization } }) => ({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo ?? null,
      createdAt: iso(organization.createdAt),
    }),
  }),
];
