import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** An organization's actions: its members, invitations and teams, with the roles to choose from. */
export default function ConsoleOrganizationsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.orgs", "admin.common", "org.roles", "errors"]}>{children}</ClientMessages>;
}
