import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The demo's playground speaks from the demo messages only. */
export default function DemoLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["demo"]}>{children}</ClientMessages>;
}
