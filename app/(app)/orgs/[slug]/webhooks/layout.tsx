import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { managersOnly } from "@/lib/organization/managers-only";

/**
 * An organization's webhook pages are for its owners and admins (anyone else gets a 404), and show the endpoint
 * components, not the organization's forms.
 */
export default async function OrganizationWebhooksLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  await managersOnly(params);
  return <ClientMessages namespaces={["webhooks"]}>{children}</ClientMessages>;
}
