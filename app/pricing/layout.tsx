import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The pricing cards speak from the billing messages only. */
export default function PricingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["billing"]}>{children}</ClientMessages>;
}
