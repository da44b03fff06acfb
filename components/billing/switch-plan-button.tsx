"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { changePlanAction } from "@/lib/billing/actions";
import { useRefreshUntilChanged } from "./use-refresh-until-changed";

export type SwitchFrom = { subscriptionId: string; productId: string; productName: string };

type Props = { from: SwitchFrom; productId: string; planName: string; recommended: boolean };

/**
 * A plan card's button when the buyer already has a plan: the subscription moves to this plan (Polar settles the
 * difference) instead of a second subscription starting beside it. Confirmed in a dialog; the page then refreshes
 * until the webhook has made this plan the current one.
 */
export function SwitchPlanButton({ from, productId, planName, recommended }: Props) {
  const t = useTranslations("billing");
  const { waiting, start } = useRefreshUntilChanged(from.productId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant={recommended ? "primary" : "outline"} className="w-full" pending={waiting}>
          {waiting ? t("updating") : t("switchTo")}
        </Button>
      }
      title={t("switchTitle", { plan: planName })}
      description={t("switchDescription", { current: from.productName, plan: planName })}
      tone="primary"
      cancelLabel={t("keepPlan")}
      confirmLabel={t("confirmChangePlan")}
      onConfirm={() => changePlanAction({ subscriptionId: from.subscriptionId, productId })}
      onDone={() => {
        toast.success(t("changeRequested"));
        start();
      }}
    />
  );
}
