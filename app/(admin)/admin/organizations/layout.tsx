import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * An organization's actions: its members, invitations and teams, with the roles to choose from. Like every console
 * file it checks the operator itself: a layout renders in parallel with its pages.
 */
export default async function ConsoleOrganizationsLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["admin.orgs", "admin.common", "org.roles", "errors"]}>{children}</ClientMessages>;
}
