import type { ReactNode } from "react";
import { managersOnly } from "@/lib/organization/managers-only";
import { endpointOnPage } from "@/lib/webhooks/endpoint-on-page";

/** An endpoint that is not this organization's (or no longer exists) is a 404, decided before the page's outline. */
export default async function OrganizationWebhookLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string; id: string }>;
}) {
  const org = await managersOnly(params);
  await endpointOnPage(org.organization.id, (await params).id);
  return children;
}
