import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** An organization's webhook pages show the endpoint components, not the organization's forms. */
export default function OrganizationWebhooksLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["webhooks"]}>{children}</ClientMessages>;
}
