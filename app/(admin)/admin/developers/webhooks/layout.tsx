import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The console's outbound webhook pages show the endpoint components (the console's own are not used here). */
export default function OutboundWebhooksLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["webhooks"]}>{children}</ClientMessages>;
}
