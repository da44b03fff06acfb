"use client";
import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { messageOr } from "@/lib/i18n/message-or";

/** Opens Polar's customer portal (payment methods, receipts) for the user's own customer, through the Polar plugin. */
export function PortalButton() {
  const t = useTranslations("billing");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    // The Polar client loads on the first press, not with the page.
    const { billingClient, billingErrorCode } = await import("@/lib/billing/client");
    const result = await billingClient.customer.portal();
    if (result.error) {
      setError(messageOr(t, `errors.${billingErrorCode(result.error)}`, t("errors.BILLING_UNAVAILABLE")));
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" variant="outline" onClick={open} pending={pending}>
        {!pending && <ExternalLink aria-hidden />}
        {t("openPortal")}
      </Button>
    </div>
  );
}
