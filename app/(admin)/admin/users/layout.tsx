import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * Creating a user and a user's actions (role, ban, password, sessions, second factors). Like every console file it
 * checks the operator itself: a layout renders in parallel with its pages.
 */
export default async function ConsoleUsersLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return <ClientMessages namespaces={["admin.users", "admin.common", "errors"]}>{children}</ClientMessages>;
}
