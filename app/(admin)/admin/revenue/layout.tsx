import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The revenue chart's labels. Like every console file it checks the operator itself: a layout renders in parallel
 * with its pages.
 */
export default async function ConsoleRevenueLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["admin.revenue"]}>{children}</ClientMessages>;
}
