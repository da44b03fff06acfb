import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Applying a received event again, after a confirmation. */
export default function ConsoleWebhooksLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.billing", "errors"]}>{children}</ClientMessages>;
}
