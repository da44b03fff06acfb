"use client";
/** The console's "Reset second factors" for a user who has any: confirmed, then the page re-reads its data. */
import { ShieldOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmButton } from "@/components/settings/confirm-button";
import { resetSecondFactorsAction } from "@/lib/admin/second-factor-actions";

export function ResetSecondFactorsButton({ user }: { user: { id: string; email: string } }) {
  const t = useTranslations("admin.users.actions");
  return (
    <ConfirmButton
      title={t("resetFactorsTitle", { email: user.email })}
      description={t("resetFactorsText")}
      confirm={t("resetFactors")}
      done={t("resetFactorsDone")}
      run={() => resetSecondFactorsAction({ userId: user.id })}
    >
      <ShieldOff aria-hidden />
      {t("resetFactors")}
    </ConfirmButton>
  );
}
