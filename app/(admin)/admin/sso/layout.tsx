import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * Turning a sign-in connection off. Like every console file it checks the operator itself: a layout renders in
 * parallel with its pages.
 */
export default async function ConsoleSsoLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["admin.sso", "admin.common"]}>{children}</ClientMessages>;
}
