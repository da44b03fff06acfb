import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The billing pages' client components speak from the billing messages only. */
export default function BillingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["billing"]}>{children}</ClientMessages>;
}
