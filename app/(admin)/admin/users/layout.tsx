import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Creating a user and a user's actions (role, ban, password, sessions, second factors). */
export default function ConsoleUsersLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["admin.users", "admin.common", "errors"]}>{children}</ClientMessages>;
}
