"use client";
import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmButton } from "@/components/settings/confirm-button";
import { revokeUserSessionAction, revokeUserSessionsAction } from "@/lib/admin/user-actions";

/** Ends one of the user's sessions, named by its id (tokens never leave the server). */
export function RevokeUserSessionButton({ userId, sessionId, device }: { userId: string; sessionId: string; device: string }) {
  const t = useTranslations("admin.users.sessions");
  return (
    <ConfirmButton
      label={t("revokeLabel", { device })}
      title={t("revokeTitle")}
      description={t("revokeText", { device })}
      confirm={t("revoke")}
      done={t("revoked")}
      run={() => revokeUserSessionAction({ userId, sessionId })}
    >
      <LogOut aria-hidden />
      <span className="max-sm:sr-only">{t("revoke")}</span>
    </ConfirmButton>
  );
}

export function RevokeAllUserSessionsButton({ userId, disabled }: { userId: string; disabled: boolean }) {
  const t = useTranslations("admin.users.sessions");
  return (
    <ConfirmButton
      disabled={disabled}
      title={t("revokeAllTitle")}
      description={t("revokeAllText")}
      confirm={t("revokeAll")}
      done={t("revokedAll")}
      run={() => revokeUserSessionsAction({ userId })}
    >
      {t("revokeAll")}
    </ConfirmButton>
  );
}
