"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { portalAction, type BillingActionResult } from "@/app/(app)/billing/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Opens Polar's customer portal (payment methods, receipts) for the user's own customer. */
export function PortalButton() {
  const t = useTranslations("billing");
  const [state, open, pending] = useActionState<BillingActionResult | null>(async () => portalAction(), null);
  return (
    <form action={open} className="flex flex-col gap-2">
      {state && !state.ok && <Alert tone="error">{t("errors.BILLING_UNAVAILABLE")}</Alert>}
      <Button type="submit" variant="secondary" className="self-start" disabled={pending}>
        {t("openPortal")}
      </Button>
    </form>
  );
}
