import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** An organization's billing page shows the billing components (subscriptions, orders), not the organization's forms. */
export default function OrganizationBillingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["billing"]}>{children}</ClientMessages>;
}
