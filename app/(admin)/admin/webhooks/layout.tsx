import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * Applying a received event again, after a confirmation. Like every console file it checks the operator itself: a
 * layout renders in parallel with its pages.
 */
export default async function ConsoleWebhooksLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["admin.billing", "errors"]}>{children}</ClientMessages>;
}
