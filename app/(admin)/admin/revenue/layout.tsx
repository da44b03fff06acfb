import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The revenue chart's labels. */
export default function ConsoleRevenueLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.revenue"]}>{children}</ClientMessages>;
}
