import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getEndpoint } from "./endpoints";

/**
 * An endpoint's detail page reads its endpoint twice, once per render: its layout, to answer an unknown or foreign
 * id with a 404 before the page's outline (loading.tsx) is sent with a 200, and the page, to show it. `null` is the
 * whole app's endpoints (the console's), otherwise an organization's.
 */
export const endpointOnPage = cache(async (organizationId: string | null, id: string) => {
  const endpoint = await getEndpoint(organizationId ? { kind: "organization", organizationId } : { kind: "app" }, id);
  if (!endpoint) notFound();
  return endpoint;
});
