import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The settings forms' messages (name, address and logo, metadata, two-step requirement, provisioning, deletion), and
 * the errors an action may answer.
 */
export default function OrganizationSettingsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={["org.settings", "org.create", "org.validation", "org.delete", "org.scim", "picture", "errors"]}>
      {children}
    </ClientMessages>
  );
}
