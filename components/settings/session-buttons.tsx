"use client";
import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { revokeOtherSessionsAction, revokeSessionAction } from "@/lib/account/actions";
import { ConfirmButton } from "./confirm-button";

/** Signs one other device out, after a confirmation that names it. */
export function RevokeSessionButton({ id, device }: { id: string; device: string }) {
  const t = useTranslations("settings.sessions");
  return (
    <ConfirmButton
      label={t("revokeLabel", { device })}
      title={t("revokeTitle")}
      description={t("revokeText", { device })}
      confirm={t("revoke")}
      done={t("revoked")}
      run={() => revokeSessionAction({ id })}
    >
      <LogOut aria-hidden />
      <span className="max-sm:sr-only">{t("revoke")}</span>
    </ConfirmButton>
  );
}

export function RevokeOthersButton({ disabled }: { disabled: boolean }) {
  const t = useTranslations("settings.sessions");
  return (
    <ConfirmButton
      disabled={disabled}
      title={t("revokeOthersTitle")}
      description={t("revokeOthersText")}
      confirm={t("revokeOthers")}
      done={t("revokedOthers")}
      run={() => revokeOtherSessionsAction({})}
    >
      {t("revokeOthers")}
    </ConfirmButton>
  );
}
