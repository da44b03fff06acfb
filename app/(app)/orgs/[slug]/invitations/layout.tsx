import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The invitation form's and the invitations table's messages, and the errors an action may answer. */
export default function OrganizationInvitationsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={["org.invite", "org.invitations", "org.roles", "org.roleDescriptions", "org.validation", "errors"]}>
      {children}
    </ClientMessages>
  );
}
