import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default function InvitationsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["org.accept", "errors"]}>{children}</ClientMessages>;
}
