import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The outbox's recipient filter speaks from the outbox messages. */
export default function OutboxLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["outbox"]}>{children}</ClientMessages>;
}
