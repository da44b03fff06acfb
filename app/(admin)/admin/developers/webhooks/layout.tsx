import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The console's outbound webhook pages show the endpoint components (the console's own are not used here). Like
 * every console file it checks the operator itself: a layout renders in parallel with its pages.
 */
export default async function OutboundWebhooksLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["webhooks"]}>{children}</ClientMessages>;
}
