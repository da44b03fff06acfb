import { useTranslations } from "next-intl";
import { CloudOff } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { SellerRefusal } from "@/lib/billing/seller/call";

/** What a console page shows instead of Polar's data: billing not configured, or Polar not answering. */
export function PolarNotice({ refusal }: { refusal: SellerRefusal }) {
  const t = useTranslations("admin.billing");
  const off = refusal.code === "BILLING_OFF";
  return <EmptyState icon={<CloudOff />} title={t(off ? "offTitle" : "unavailableTitle")} text={t(off ? "offText" : "unavailableText")} />;
}
