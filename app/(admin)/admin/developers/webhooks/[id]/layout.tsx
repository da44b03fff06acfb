import type { ReactNode } from "react";
import { requireOperator } from "@/lib/admin/guard";
import { endpointOnPage } from "@/lib/webhooks/endpoint-on-page";

/** An unknown endpoint is a 404, decided before the page's outline. Like every console file it checks the operator. */
export default async function OutboundWebhookLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  await requireOperator();
  await endpointOnPage(null, (await params).id);
  return children;
}
