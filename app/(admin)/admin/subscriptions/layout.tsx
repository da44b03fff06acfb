import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** A subscription's changes (plan, cancellation) and their confirmations. */
export default function ConsoleSubscriptionsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.subscriptions", "admin.billing", "errors"]}>{children}</ClientMessages>;
}
