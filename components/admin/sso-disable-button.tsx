"use client";
import { PowerOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConsoleFormDialog } from "@/components/admin/form-dialog";
import { disableSsoConnectionAction } from "@/lib/admin/sso-actions";

/** The console's "Disable" of one SSO connection, confirmed in a dialog; recorded in the audit log. */
export function SsoDisableButton({ providerId, organizationName }: { providerId: string; organizationName: string }) {
  const t = useTranslations("admin.sso");
  const router = useRouter();
  return (
    <ConsoleFormDialog
      trigger={
        <Button variant="outline" size="sm" className="text-danger">
          <PowerOff aria-hidden />
          {t("disable.open")}
        </Button>
      }
      title={t("disable.title")}
      description={t("disable.text", { name: organizationName })}
      submitLabel={t("disable.submit")}
      destructive
      done={t("disable.done")}
      run={() => disableSsoConnectionAction({ providerId })}
      onDone={() => router.refresh()}
    />
  );
}
