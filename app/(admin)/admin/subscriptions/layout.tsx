import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * A subscription's changes (plan, cancellation) and their confirmations. Like every console file it checks the
 * operator itself: a layout renders in parallel with its pages.
 */
export default async function ConsoleSubscriptionsLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["admin.subscriptions", "admin.billing", "errors"]}>{children}</ClientMessages>;
}
