import { useTranslations } from "next-intl";
import { StatusBadge, type StatusTone } from "@/components/billing/status-badge";
import { messageOr } from "@/lib/i18n/message-or";

const TONES: Record<string, StatusTone> = {
  paid: "success",
  active: "success",
  trialing: "info",
  pending: "warning",
  past_due: "warning",
  incomplete: "warning",
  partially_refunded: "warning",
  refunded: "neutral",
  canceled: "neutral",
  revoked: "neutral",
  void: "neutral",
  unpaid: "danger",
  incomplete_expired: "danger",
};

/** An order's or a subscription's status as Polar names it, in the user's language (the code if unknown). */
export function BillingStatus({ status }: { status: string }) {
  const t = useTranslations("admin.billing.status");
  return <StatusBadge tone={TONES[status] ?? "neutral"}>{messageOr(t, status, status)}</StatusBadge>;
}
