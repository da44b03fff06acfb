"use client";
import { Unlink } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ConsoleFormDialog } from "@/components/admin/form-dialog";
import { Button } from "@/components/ui/button";
import { releaseSsoDomainAction } from "@/lib/admin/sso-actions";

/** The console's "Release" of one proven domain, confirmed in a dialog; recorded in the audit log. */
export function SsoReleaseDomainButton({
  domainId,
  domain,
  organizationName,
}: {
  domainId: string;
  domain: string;
  organizationName: string;
}) {
  const t = useTranslations("admin.sso.domains");
  const router = useRouter();
  return (
    <ConsoleFormDialog
      trigger={
        <Button variant="outline" size="sm" className="text-danger" aria-label={t("release.label", { domain })}>
          <Unlink aria-hidden />
          {/* The button's name is its aria-label; a phone shows the icon alone. */}
          <span className="hidden sm:inline">{t("release.open")}</span>
        </Button>
      }
      title={t("release.title", { domain })}
      description={t("release.text", { name: organizationName })}
      submitLabel={t("release.submit")}
      destructive
      done={t("release.done")}
      run={() => releaseSsoDomainAction({ domainId })}
      onDone={() => router.refresh()}
    />
  );
}
