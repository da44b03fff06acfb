import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/billing/status-badge";

/** A stored event's outcome: processed (in the mirror) or failed (stored with its error). */
export function WebhookOutcomeBadge({ processed }: { processed: boolean }) {
  const t = useTranslations("admin.webhooks.outcomes");
  return <StatusBadge tone={processed ? "success" : "danger"}>{t(processed ? "processed" : "failed")}</StatusBadge>;
}
