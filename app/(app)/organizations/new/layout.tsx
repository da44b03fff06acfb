import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The creation form speaks from the organization and error messages. */
export default function NewOrganizationLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["org", "errors"]}>{children}</ClientMessages>;
}
