import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The teams section's messages (its dialogs and person picker), and the errors an action may answer. */
export default function OrganizationTeamsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["org.teams", "org.validation", "errors"]}>{children}</ClientMessages>;
}
