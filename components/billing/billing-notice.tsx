import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";

/** What a billing page shows when billing is not configured, or Polar cannot be reached right now. */
export async function BillingNotice({ status, retryHref }: { status: "off" | "unavailable"; retryHref: string }) {
  const t = await getTranslations("billing");
  if (status === "off") return <Alert tone="info">{t("notConfigured")}</Alert>;
  return (
    <Alert tone="error">
      {t("unavailable")}{" "}
      <Link href={retryHref} className="font-medium underline">
        {t("retry")}
      </Link>
    </Alert>
  );
}
