import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Turning a sign-in connection off. */
export default function ConsoleSsoLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.sso", "admin.common"]}>{children}</ClientMessages>;
}
