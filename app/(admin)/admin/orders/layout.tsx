import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The orders' refund form. */
export default function ConsoleOrdersLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.orders"]}>{children}</ClientMessages>;
}
