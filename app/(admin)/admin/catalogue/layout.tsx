import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The catalogue's forms (products, prices, benefits, discounts) and their confirmations. */
export default function ConsoleCatalogueLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.catalogue", "admin.billing", "admin.common", "errors"]}>{children}</ClientMessages>;
}
