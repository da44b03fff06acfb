import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The catalogue's forms (products, prices, benefits, discounts) and their confirmations. Like every console file it
 * checks the operator itself: a layout renders in parallel with its pages.
 */
export default async function ConsoleCatalogueLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["admin.catalogue", "admin.billing", "admin.common", "errors"]}>{children}</ClientMessages>;
}
