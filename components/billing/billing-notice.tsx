import { RefreshCw } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * What a billing page shows when billing is not configured, or when Polar cannot be reached right now: what
 * happened, that the account itself is fine, and a retry.
 */
export async function BillingNotice({ status, retryHref }: { status: "off" | "unavailable"; retryHref: string }) {
  const t = await getTranslations("billing");
  if (status === "off") return <Alert tone="info">{t("notConfigured")}</Alert>;
  return (
    <Alert tone="warning" title={t("unavailableTitle")}>
      <div className="flex flex-col items-start gap-3">
        <p>{t("unavailable")}</p>
        <Button asChild variant="outline" size="sm">
          <AppLink href={retryHref}>
            <RefreshCw aria-hidden />
            {t("retry")}
          </AppLink>
        </Button>
      </div>
    </Alert>
  );
}
