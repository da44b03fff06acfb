import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The members table's messages: its role menu, removal and leaving, and the errors an action may answer. */
export default function OrganizationMembersLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["org.members", "org.roles", "org.roleDescriptions", "errors"]}>{children}</ClientMessages>;
}
