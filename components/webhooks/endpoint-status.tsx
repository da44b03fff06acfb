"use client";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { EndpointView } from "@/lib/webhooks/views";

/** On, off by its owner, or off after five days of failures. */
export function EndpointStatus({ endpoint }: { endpoint: Pick<EndpointView, "enabled" | "disabledReason"> }) {
  const t = useTranslations("webhooks.status");
  if (endpoint.enabled) return <Badge variant="success">{t("active")}</Badge>;
  return (
    <Badge variant={endpoint.disabledReason === "failing" ? "danger" : "neutral"}>
      {t(endpoint.disabledReason === "failing" ? "failing" : "manual")}
    </Badge>
  );
}
